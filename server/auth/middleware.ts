/**
 * Kept for code written before server/http/guards.ts existed: the session lives in ./session, the guards in
 * ../http/guards (`requireAdmin(deps)` is `requireRole(deps, 'Admin')`). New code imports those directly.
 */
import { requireRole } from '../http/guards';
import type { AuthDeps } from './session';

export { requireSession } from '../http/guards';
export * from './session';
export const requireAdmin = (deps: AuthDeps) => requireRole(deps, 'Admin');
