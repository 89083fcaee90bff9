import { googleSignInMachine } from '@machines/google-sign-in.machine';
import { fromPromise } from 'xstate';
import { readPageConfig } from '@/api/page-config';
import { loadGoogleIdentity, renderGoogleButton } from './google-identity';

/** The system id the Google actor runs under, so Google's callback can reach it. */
export const GOOGLE_SIGN_IN_SYSTEM_ID = 'googleSignIn';

export const googleSignInLogic = googleSignInMachine.provide({
  actors: {
    fetchGoogleConfig: fromPromise(
      async () => readPageConfig() ?? (await import('@/api/get-public-config')).getPublicConfig(),
    ),
    loadGoogleScript: fromPromise(({ input }) => loadGoogleIdentity(input)),
    renderGoogleButton: fromPromise(async ({ input, system }) =>
      renderGoogleButton(input, (tokenId) =>
        system.get(GOOGLE_SIGN_IN_SYSTEM_ID)?.send({ type: 'credential.receive', tokenId }),
      ),
    ),
    submitGoogleToken: fromPromise(async ({ input }) =>
      (await import('@/api/google-auth')).googleAuth(input),
    ),
  },
});
