import { messages, ResetPasswordRequest, SignupRequest } from '@contracts/users';
import * as v from 'valibot';
import { isCommonPassword } from './common-passwords';

/** Server-only rule on top of the shared contracts: the common-password list (never shipped to the browser). */
const notCommon = (input: { password: string }) => !isCommonPassword(input.password);

/** The sign-up contract with the common-password rule. */
export const ServerSignupRequest = v.pipe(
  SignupRequest,
  v.forward(v.partialCheck([['password']], notCommon, messages.passwordTooCommon), ['password']),
);

/** The reset contract with the common-password rule. */
export const ServerResetPasswordRequest = v.pipe(
  ResetPasswordRequest,
  v.forward(v.partialCheck([['password']], notCommon, messages.passwordTooCommon), ['password']),
);
