import type { MiddlewareHandler } from 'hono';

/** Google Identity Services (the 'Sign in with Google' button) loads script, frame, style and XHR from here. */
const googleIdentity = 'https://accounts.google.com/gsi/';

/** The Content-Security-Policy of every response (SECURITY.md, ASVS 3.4). */
export function contentSecurityPolicy(chatbotPort: number): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${googleIdentity}`,
    `style-src 'self' ${googleIdentity}`,
    `frame-src 'self' ${googleIdentity}`,
    `connect-src 'self' ${googleIdentity} http://localhost:${chatbotPort}`,
    "img-src 'self' data:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Security headers on every response, API and HTML alike. */
export function securityHeaders(options: { chatbotPort: number }): MiddlewareHandler {
  const csp = contentSecurityPolicy(options.chatbotPort);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', csp);
    headers.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
}
