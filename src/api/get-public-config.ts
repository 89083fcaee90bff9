import { PublicConfigResponse } from '@contracts/config';
import { call } from './http';

/** GET /api/config: run-time settings of the web client (the Google client id). */
export function getPublicConfig(): Promise<PublicConfigResponse> {
  return call(({ http }) => http.get('config'), PublicConfigResponse);
}
