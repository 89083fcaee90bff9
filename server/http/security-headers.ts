import type { MiddlewareHandler } from 'hono';

/** Google Identity Services (the 'Sign in with Google' button) loads script, frame, style and XHR from here. */
const googleIdentity = 'https://accounts.google.com/gsi/';

/**
 * HTTPS only, for a year, on the site's subdomains too: a browser that once reached the site over HTTPS never
 * again sends a session token in clear on a hostile network. Browsers ignore it on plain HTTP (local runs).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy of every response. `chatbotUrl` is the chatbot's public address:
 * only its origin is allowed, as that is what the chat page calls from the visitor's browser.
 */
export function contentSecurityPolicy(chatbotUrl: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${googleIdentity}`,
    `style-src 'self' ${googleIdentity}`,
    `frame-src 'self' ${googleIdentity}`,
    `connect-src 'self' ${googleIdentity} ${new URL(chatbotUrl).origin}`,
    "img-src 'self' data:",
    // The service worker (/sw.js) and the web app manifest: named rather than left to default-src, so
    // loosening default-src one day cannot widen where either may come from.
    "worker-src 'self'",
    "manifest-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Security headers on every response, API and HTML alike, errors and 404s included. */
export function securityHeaders(options: { chatbotUrl: string }): MiddlewareHandler {
  const csp = contentSecurityPolicy(options.chatbotUrl);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    headers.set('Content-Security-Policy', csp);
    headers.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
}
