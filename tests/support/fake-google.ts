/**
 * A stand-in for Google's identity script: draws a button ('Google account: Aline') that hands back
 * `credential` as the ID token when clicked. Remove it with `delete window.google`.
 */
export function installFakeGoogle(credential = 'google-id-token') {
  let callback: ((response: { credential?: string }) => void) | undefined;
  window.google = {
    accounts: {
      id: {
        initialize: (options) => {
          callback = options.callback;
        },
        renderButton: (parent) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Google account: Aline';
          button.addEventListener('click', () => callback?.({ credential }));
          parent.replaceChildren(button);
        },
      },
    },
  };
}
