import type { PublicConfigResponse } from '@contracts/config';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** `GET /api/config` → the settings the web client reads at run time: `{ googleClientId }` (null when unset). */
export function configRoutes({ config }: AppDeps) {
  return new Hono().get('/', (c) => {
    const body: PublicConfigResponse = { googleClientId: config.googleClientId ?? null };
    return c.json(body);
  });
}
