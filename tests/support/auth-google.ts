import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/**
 * A local stand-in for Google's key set: an HTTP server on 127.0.0.1 serving a JWKS, and a signer for ID
 * tokens with its key (or with a key the set does not hold).
 */
export async function startLocalGoogle(clientId: string) {
  const known = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(known.publicKey)), kid: 'known-key', alg: 'RS256', use: 'sig' };
  let requests = 0;
  const server: Server = createServer((req, res) => {
    requests += 1;
    if (req.url !== '/oauth2/v3/certs') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function idToken(
    claims: JWTPayload & { email?: string; email_verified?: boolean | string } = {},
    options: { key?: 'known' | 'stranger'; kid?: string; now?: Date; expiresIn?: number } = {},
  ): Promise<string> {
    const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
    const key = options.key === 'stranger' ? stranger.privateKey : known.privateKey;
    return new SignJWT({ email_verified: true, given_name: 'Grace', family_name: 'Mukamana', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'known-key', typ: 'JWT' })
      .setIssuer((claims.iss as string | undefined) ?? 'https://accounts.google.com')
      .setAudience((claims.aud as string | undefined) ?? clientId)
      .setSubject(claims.sub ?? 'google-sub-1')
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresIn ?? 3600))
      .sign(key);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    idToken,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
