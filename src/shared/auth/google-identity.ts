import { type GoogleButtonInput, googleMessages } from '@machines/google-sign-in.machine';

/** The part of Google Identity Services (https://accounts.google.com/gsi/client) the site uses. */
interface GoogleAccountsId {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Adds Google's script once, then checks for it `attempts` times, `intervalMs` apart. */
export async function loadGoogleIdentity({ attempts, intervalMs }: { attempts: number; intervalMs: number }) {
  if (!document.querySelector(`script[src="${GOOGLE_SCRIPT_URL}"]`)) {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    document.head.append(script);
  }
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (window.google?.accounts?.id) return;
    await pause(intervalMs);
  }
  throw new Error(googleMessages.scriptFailed);
}

/** Draws Google's button into its div; `onCredential` receives the ID token of the chosen account. */
export function renderGoogleButton(
  { clientId, buttonId, text }: GoogleButtonInput & { clientId: string },
  onCredential: (tokenId: string) => void,
): void {
  const div = document.getElementById(buttonId);
  if (!div) throw new Error(googleMessages.buttonDivMissing);
  const identity = window.google?.accounts?.id;
  if (!identity) throw new Error(googleMessages.scriptFailed);
  identity.initialize({
    client_id: clientId,
    callback: (response) => {
      if (response.credential) onCredential(response.credential);
    },
  });
  identity.renderButton(div, { theme: 'outline', size: 'large', shape: 'pill', text, width: 280 });
}
