import { PublicConfigResponse } from '@contracts/config';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

describe('GET /api/config', () => {
  let configured: TestApp;
  let unconfigured: TestApp;
  beforeAll(async () => {
    configured = await createTestApp();
    unconfigured = await createTestApp({ config: { googleClientId: undefined } });
  });
  afterAll(async () => {
    await configured.close();
    await unconfigured.close();
  });

  it('gives the configured Google client id', async () => {
    const response = await configured.app.request('/api/config');
    expect(response.status).toBe(200);
    const body = v.parse(PublicConfigResponse, await response.json());
    expect(body.googleClientId).toBe('test-client-id.apps.googleusercontent.com');
  });

  it('says null when Google sign-in is not configured', async () => {
    const response = await unconfigured.app.request('/api/config');
    expect(await response.json()).toEqual({ googleClientId: null });
  });
});
