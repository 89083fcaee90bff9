import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inquiryMessages, tooManyInquiriesMessage } from '@contracts/hire-us';
import { pageFormAnswers } from '@contracts/page-form-answers';
import { textMessages } from '@contracts/text-fields';
import { messages, tooManyAttemptsMessage } from '@contracts/users';
import { serve } from '@hono/node-server';
import { SITE_ORIGIN_MARKER } from '@lib/app-routes';
import { hireInquiries } from '@server/db/schema';
import { pageText } from '@server/page-forms/page-texts';
import { getAllByRole, getByLabelText, getByRole, queryByRole } from '@testing-library/dom';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validInquiry } from '../fixtures/inquiry';
import { createAccount, linkFrom, socketEnv, uniqueEmail, waitForMail } from '../support/auth-helpers';
import { failureWith } from '../support/failure-body';
import { writePrerenderedSite } from '../support/prerendered-site';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The sign-in, hire-us and forgot-password forms posted by the browser itself (no scripts yet, or none):
 * URL-encoded to the page's own path, answered with the page (the build's prerendered one) showing the
 * outcome, after the same checks, limits and work as the API.
 */
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'hub-page-forms-'));
  await writePrerenderedSite(dist, [
    '/login',
    '/hire-us',
    '/forgot-password',
    '/signup',
    '/fr/login',
    '/fr/hire-us',
    '/fr/forgot-password',
    '/fr/signup',
    '/rw/hire-us',
    '/sw/hire-us',
  ]);
  t = await createTestApp({ webRoot: dist });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

let lastIp = 0;
/** A fresh client address per test, so no test spends another's limit. */
const nextIp = () => `198.51.100.${++lastIp}`;

type Fields = Record<string, string | boolean>;

/** The form as a browser sends it: URL-encoded, a ticked box as "on", an unticked one absent. */
function encode(fields: Fields): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === true) form.append(name, 'on');
    else if (value !== false) form.append(name, value);
  }
  return form.toString();
}

/** The form posted to `pagePath`, at the server's own address or, with `host`, at that host's. */
async function postForm(
  pagePath: string,
  body: string,
  {
    ip = nextIp(),
    headers = {},
    host,
  }: { ip?: string; headers?: Record<string, string>; host?: string } = {},
) {
  const res = await t.app.request(
    host ? `http://${host}${pagePath}` : pagePath,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(host && { Host: host }),
        ...headers,
      },
      body,
    },
    socketEnv(ip),
  );
  const html = await res.text();
  return { status: res.status, headers: res.headers, html, page: new JSDOM(html).window.document.body };
}

const inquiryFields = (overrides: Fields = {}): Fields => ({ ...validInquiry, ...overrides }) as Fields;

function postInquiry(fields: Fields, options?: { ip?: string; headers?: Record<string, string> }) {
  return postForm('/hire-us', encode(fields), options);
}

async function storedInquiries(email: string) {
  return t.db.select().from(hireInquiries).where(eq(hireInquiries.email, email));
}

/** The answer page as a browser shows it without scripts: what is visible, by role and label. */
const visibleAlert = (page: HTMLElement) => getByRole(page, 'alert').textContent;
const statusTexts = (page: HTMLElement) =>
  getAllByRole(page, 'status')
    .map((status) => status.textContent)
    .filter(Boolean);
const fieldValue = (page: HTMLElement, label: RegExp) =>
  (getByLabelText(page, label) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement).value;

describe('POST /hire-us (the inquiry form without scripts)', () => {
  it('stores the inquiry exactly as the API does and answers the page with the success message', async () => {
    const email = uniqueEmail('form-inquiry');
    const res = await postInquiry(inquiryFields({ email }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(statusTexts(res.page)).toEqual([inquiryMessages.submitted]);
    expect(queryByRole(res.page, 'alert')).toBeNull();
    // The form is empty again, as after the form's own success.
    expect(fieldValue(res.page, /^Email/)).toBe('');
    // A page whose form shows the server's outcome is not hydrated over.
    expect(res.html).not.toMatch(/<script\b/);

    const apiEmail = uniqueEmail('api-inquiry');
    const api = await t.app.request(
      '/api/hire-us',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...validInquiry, email: apiEmail }),
      },
      socketEnv(nextIp()),
    );
    expect(api.status).toBe(201);
    const [byForm] = await storedInquiries(email);
    const [byApi] = await storedInquiries(apiEmail);
    const comparable = (row: typeof byForm) => ({ ...row, id: undefined, email: undefined });
    expect(byForm).toBeDefined();
    expect(comparable(byForm)).toEqual(comparable(byApi));
    expect(byForm).toMatchObject({ status: 'Pending', consent: true, country: 'Kenya' });
  });

  it('stores nothing twice when the browser sends the same answer page again (a reload)', async () => {
    const email = uniqueEmail('form-reload');
    const ip = nextIp();
    const first = await postInquiry(inquiryFields({ email }), { ip });
    const again = await postInquiry(inquiryFields({ email }), { ip });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(statusTexts(again.page)).toEqual([inquiryMessages.submitted]);
    expect(await storedInquiries(email)).toHaveLength(1);
  });

  it("refuses what the API refuses with the specification's messages, keeping every value typed", async () => {
    const email = uniqueEmail('form-refused');
    const company = 'Acacia "Labs" & <Sons>';
    const message = 'Line one\nLine two with <b>tags</b>';
    const noConsent = await postInquiry(
      inquiryFields({ email, company_name: company, message, consent: false }),
    );
    expect(noConsent.status).toBe(400);
    expect(visibleAlert(noConsent.page)).toBe(inquiryMessages.consentRequired);
    expect(fieldValue(noConsent.page, /^Email/)).toBe(email);
    expect(fieldValue(noConsent.page, /^Company name/)).toBe(company);
    expect(fieldValue(noConsent.page, /^Message/)).toBe(message);
    expect(fieldValue(noConsent.page, /^Country/)).toBe('Kenya');
    expect((getByRole(noConsent.page, 'checkbox') as HTMLInputElement).checked).toBe(false);
    expect(noConsent.html).not.toContain('<Sons>');
    expect(noConsent.html).not.toContain('<b>tags');

    const empty = await postInquiry(inquiryFields({ email, job_title: '', consent: true }));
    expect(empty.status).toBe(400);
    expect(visibleAlert(empty.page)).toBe(inquiryMessages.fieldsRequired);
    expect((getByRole(empty.page, 'checkbox') as HTMLInputElement).checked).toBe(true);

    const badEmail = await postInquiry(inquiryFields({ email: 'not-an-address' }));
    expect(visibleAlert(badEmail.page)).toBe(inquiryMessages.emailInvalid);
    const badCountry = await postInquiry(inquiryFields({ email, country: 'Atlantis' }));
    expect(visibleAlert(badCountry.page)).toBe(inquiryMessages.countryInvalid);
    expect(await storedInquiries(email)).toHaveLength(0);
  });

  it('counts against the same 5 an hour as the API: the 6th answers 429 with Retry-After, values kept', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      const body = { ...validInquiry, email: uniqueEmail('limit') };
      const res =
        i % 2 === 0
          ? await t.app.request(
              '/api/hire-us',
              { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
              socketEnv(ip),
            )
          : await postInquiry(body as Fields, { ip });
      expect(res.status).toBeLessThan(300);
    }
    const email = uniqueEmail('limited');
    const sixth = await postInquiry(inquiryFields({ email }), { ip });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(visibleAlert(sixth.page)).toBe(tooManyInquiriesMessage(retryAfter));
    expect(fieldValue(sixth.page, /^Email/)).toBe(email);
    expect(await storedInquiries(email)).toHaveLength(0);
  });
});

describe('POST /forgot-password (without scripts)', () => {
  it('mails a reset link to a real account and answers every address with the same page', async () => {
    const account = await createAccount(t);
    const before = t.mailer.messages.length;
    const known = await postForm('/forgot-password', encode({ email: account.email }));
    const unknown = await postForm('/forgot-password', encode({ email: uniqueEmail('ghost') }));
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(statusTexts(known.page)).toEqual([messages.forgotPasswordSent]);
    // As on the page: the form gives way to the message.
    expect(known.page.querySelector('form')).toBeNull();
    expect(unknown.html).toBe(known.html);
    const mail = await waitForMail(t, account.email, 'Reset your Hub password', before);
    expect(linkFrom(mail).pathname).toBe('/reset-password');
    expect(t.mailer.messages.slice(before)).toHaveLength(1);
  });

  it("shows the contract's message beside the field, the field marked invalid and its value kept", async () => {
    const res = await postForm('/forgot-password', encode({ email: 'someone@' }));
    expect(res.status).toBe(400);
    const field = getByLabelText(res.page, 'Email') as HTMLInputElement;
    expect(field.value).toBe('someone@');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = res.page.querySelector(`#${field.getAttribute('aria-describedby')}`);
    expect(described?.textContent).toBe(messages.emailInvalid);
    expect(visibleAlert(res.page)).toBe(messages.emailInvalid);

    const empty = await postForm('/forgot-password', encode({ email: '' }));
    expect(visibleAlert(empty.page)).toBe(messages.emailRequired);
  });

  it('counts against the API limit per address: over it, 429 with Retry-After and the message', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      const res =
        i % 2 === 0
          ? await t.app.request(
              '/api/users/forgot-password',
              {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify({ email: uniqueEmail('reset') }),
              },
              socketEnv(ip),
            )
          : await postForm('/forgot-password', encode({ email: uniqueEmail('reset') }), { ip });
      expect(res.status).toBe(200);
    }
    const email = uniqueEmail('reset-limited');
    const over = await postForm('/forgot-password', encode({ email }), { ip });
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(visibleAlert(over.page)).toBe(tooManyAttemptsMessage(retryAfter));
    expect((getByLabelText(over.page, 'Email') as HTMLInputElement).value).toBe(email);
  });
});

describe('POST /login (without scripts)', () => {
  it('signs nobody in: the login page again, the e-mail kept, never the password, and why', async () => {
    const account = await createAccount(t);
    const res = await postForm('/login', encode({ email: account.email, password: account.password }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((getByLabelText(res.page, 'Email') as HTMLInputElement).value).toBe(account.email);
    expect((getByLabelText(res.page, 'Password') as HTMLInputElement).value).toBe('');
    expect(res.html).not.toContain(account.password);
    expect(visibleAlert(res.page)).toBe(pageFormAnswers.signInNeedsScripts);
    // The scripts stay: once they run, the page signs in with the e-mail still there.
    expect(res.html).toMatch(/<script type="module"/);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

/** The page's addresses in every language and its public settings, as its `<head>` carries them. */
function headOf(html: string) {
  const head = new JSDOM(html).window.document.head;
  return {
    alternates: [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
    config: head.querySelector('meta[name="hub-config"]')?.getAttribute('content'),
  };
}

describe('every answer is the page the server serves', () => {
  const answered: [string, string][] = [
    ['/login', encode({ email: 'head@example.org', password: 'secret' })],
    ['/hire-us', encode(inquiryFields({ email: uniqueEmail('head') }))],
    ['/forgot-password', encode({ email: 'head@example.org' })],
    ['/fr/hire-us', encode(inquiryFields({ email: uniqueEmail('head-fr') }))],
  ];

  it.each(answered)(
    'POST %s: hreflang links from the configured origin and the same settings as its GET',
    async (pagePath, body) => {
      const served = await t.app.request(pagePath, { headers: { Accept: 'text/html' } });
      expect(served.status).toBe(200);
      const page = headOf(await served.text());
      expect(page.alternates).toHaveLength(5);
      for (const [, href] of page.alternates) expect(href).toMatch(/^http:\/\/localhost:3000\//);
      expect(JSON.parse(page.config ?? '')).toEqual({ googleClientId: t.config.googleClientId });

      const res = await postForm(pagePath, body);
      expect(res.status).toBe(200);
      expect(res.html.split(SITE_ORIGIN_MARKER)).toHaveLength(1);
      expect(headOf(res.html)).toEqual(page);
    },
  );
});

describe('bodies refused by every page form', () => {
  const forms: [string, string][] = [
    ['/hire-us', encode(inquiryFields({ email: uniqueEmail('control') }))],
    ['/forgot-password', encode({ email: 'reset@example.org' })],
    ['/login', encode({ email: 'login@example.org', password: 'secret' })],
  ];

  it.each(forms)(
    '%s: a control character (NUL, ESC) anywhere → 400 page, nothing done',
    async (pagePath, body) => {
      const before = {
        mails: t.mailer.messages.length,
        inquiries: (await t.db.select().from(hireInquiries)).length,
      };
      for (const control of ['%00', '%1B']) {
        const res = await postForm(pagePath, `${body}&note=a${control}b`);
        expect(res.status).toBe(400);
        expect(visibleAlert(res.page)).toBe(textMessages.controlCharacters);
      }
      const inValue = await postForm(pagePath, body.replace('=', '=%00'));
      expect(inValue.status).toBe(400);
      expect(t.mailer.messages.length).toBe(before.mails);
      expect((await t.db.select().from(hireInquiries)).length).toBe(before.inquiries);
    },
  );

  it.each(forms)('%s: tab, CR and LF are text, not control characters', async (pagePath, body) => {
    const res = await postForm(pagePath, `${body}&note=${encodeURIComponent('one\r\ntwo\tthree')}`);
    expect(res.status).toBe(200);
  });

  it.each(forms)('%s: a body over 100 KiB → 413 page', async (pagePath) => {
    const res = await postForm(pagePath, `email=${'a'.repeat(101 * 1024)}`);
    expect(res.status).toBe(413);
    expect(visibleAlert(res.page)).toBe(pageFormAnswers.tooLarge);
  });

  it('a body of 8 MB reaches its 413 page over a real connection (the rest of the body is read first)', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/hire-us`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `message=${'a'.repeat(8 * 1024 * 1024)}`,
      });
      expect(res.status).toBe(413);
      expect(await res.text()).toContain(pageFormAnswers.tooLarge);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.each(forms)('%s: another type than a URL-encoded form → 415 page', async (pagePath, body) => {
    const res = await postForm(pagePath, JSON.stringify(Object.fromEntries(new URLSearchParams(body))), {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(415);
    expect(visibleAlert(res.page)).toBe(pageFormAnswers.notAForm);
  });

  it.each(forms)("%s: a post from another site's page → 403 page, nothing done", async (pagePath, body) => {
    const before = {
      mails: t.mailer.messages.length,
      inquiries: (await t.db.select().from(hireInquiries)).length,
    };
    const crossSite: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://elsewhere.example' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://www.localhost.example' },
      { Origin: 'https://elsewhere.example' },
      { Origin: 'null' },
    ];
    for (const headers of crossSite) {
      const res = await postForm(pagePath, body, { headers });
      expect(res.status).toBe(403);
      expect(visibleAlert(res.page)).toBe(pageFormAnswers.crossSite);
    }
    expect(t.mailer.messages.length).toBe(before.mails);
    expect((await t.db.select().from(hireInquiries)).length).toBe(before.inquiries);
    // The site's own page (the address's origin or a configured one), or an address typed in.
    const ownSite: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:3000' },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: 'http://localhost:3000' },
    ];
    for (const headers of ownSite) {
      expect((await postForm(pagePath, body, { headers })).status).toBe(200);
    }
  });

  it.each(forms)(
    '%s: a post whose Origin is the address it was sent to, but not the site, is cross-site (403 page)',
    async (pagePath, body) => {
      const before = {
        mails: t.mailer.messages.length,
        inquiries: (await t.db.select().from(hireInquiries)).length,
      };
      // Another name for this server (a DNS rebinding, a stray proxy): the browser calls it its own origin.
      const host = 'rebound.example';
      const sameOrigin: Record<string, string>[] = [
        { Origin: `http://${host}` },
        { 'Sec-Fetch-Site': 'same-origin', Origin: `http://${host}` },
      ];
      for (const headers of sameOrigin) {
        const res = await postForm(pagePath, body, { host, headers });
        expect(res.status).toBe(403);
        expect(visibleAlert(res.page)).toBe(pageFormAnswers.crossSite);
      }
      expect(t.mailer.messages.length).toBe(before.mails);
      expect((await t.db.select().from(hireInquiries)).length).toBe(before.inquiries);
      // From the configured site origin, at its own address or at another name, the form is answered.
      const own = { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:3000' };
      expect((await postForm(pagePath, body, { host: 'localhost:3000', headers: own })).status).toBe(200);
      expect((await postForm(pagePath, body, { host, headers: own })).status).toBe(200);
    },
  );
});

/**
 * A form posted from a page in another language (its form posts to the page's own address, `/fr/login`)
 * comes back as that page, in that language, with the server's messages translated.
 */
describe('forms posted from French pages (without scripts)', () => {
  const heading = (page: HTMLElement) => getByRole(page, 'heading', { level: 1 }).textContent;

  it('POST /fr/hire-us: the French page, the validation message and the success in French', async () => {
    const email = uniqueEmail('form-fr');
    const badEmail = await postForm('/fr/hire-us', encode(inquiryFields({ email: 'not-an-address' })));
    expect(badEmail.status).toBe(400);
    expect(heading(badEmail.page)).toBe('Engagez-nous');
    expect(visibleAlert(badEmail.page)).toBe('Veuillez saisir une adresse e-mail valide');
    const empty = await postForm('/fr/hire-us', encode(inquiryFields({ email, job_title: '' })));
    expect(visibleAlert(empty.page)).toBe('Veuillez remplir tous les champs obligatoires');

    const stored = await postForm('/fr/hire-us', encode(inquiryFields({ email })));
    expect(stored.status).toBe(200);
    expect(statusTexts(stored.page)).toEqual(['Votre demande a bien été envoyée !']);
    expect(await storedInquiries(email)).toHaveLength(1);
  });

  it.each([
    ['/hire-us', 'en'],
    ['/fr/hire-us', 'fr'],
    ['/rw/hire-us', 'rw'],
    ['/sw/hire-us', 'sw'],
  ])(
    "POST %s stores the inquiry in its page's language (%s), the reply mail's",
    async (pagePath, language) => {
      const email = uniqueEmail(`form-${language}`);
      const res = await postForm(pagePath, encode(inquiryFields({ email })));
      expect(res.status).toBe(200);
      const [stored] = await storedInquiries(email);
      expect(stored?.language).toBe(language);
    },
  );

  it('POST /fr/hire-us over the limit: the wait in French, in minutes', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1)
      expect(
        (await postForm('/fr/hire-us', encode(inquiryFields({ email: uniqueEmail('fr-limit') })), { ip }))
          .status,
      ).toBe(200);
    const sixth = await postForm('/fr/hire-us', encode(inquiryFields({ email: uniqueEmail('fr-limited') })), {
      ip,
    });
    expect(sixth.status).toBe(429);
    const minutes = Math.ceil(Number(sixth.headers.get('retry-after')) / 60);
    expect(visibleAlert(sixth.page)).toBe(
      `Trop de demandes depuis votre réseau. Veuillez réessayer dans ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  });

  it('POST /fr/forgot-password: the field message, the answer and the wait in French', async () => {
    const bad = await postForm('/fr/forgot-password', encode({ email: 'someone@' }));
    expect(bad.status).toBe(400);
    expect(visibleAlert(bad.page)).toBe('Veuillez saisir une adresse e-mail valide');
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1)
      expect(
        (await postForm('/fr/forgot-password', encode({ email: uniqueEmail('fr-reset') }), { ip })).status,
      ).toBe(200);
    const sent = await postForm('/fr/forgot-password', encode({ email: uniqueEmail('fr-reset') }));
    expect(statusTexts(sent.page)).toEqual([
      'Si un compte existe pour cette adresse, un lien de réinitialisation du mot de passe y a été envoyé.',
    ]);
    const over = await postForm('/fr/forgot-password', encode({ email: uniqueEmail('fr-reset') }), { ip });
    expect(over.status).toBe(429);
    const seconds = Number(over.headers.get('retry-after'));
    expect(visibleAlert(over.page)).toMatch(
      new RegExp(
        `^Trop de tentatives\\. Veuillez réessayer dans [\\d\\s\u202f]+ seconde${seconds === 1 ? '' : 's'}\\.$`,
      ),
    );
    expect(visibleAlert(over.page)?.replace(/\D/g, '')).toBe(String(seconds));
  });

  it('POST /fr/login and /fr/signup: the French pages, saying in French why the scripts are needed', async () => {
    const login = await postForm('/fr/login', encode({ email: 'aline@example.com', password: 'x' }));
    expect(login.status).toBe(200);
    expect(heading(login.page)).toBe('Se connecter');
    expect((getByLabelText(login.page, 'E-mail') as HTMLInputElement).value).toBe('aline@example.com');
    expect(visibleAlert(login.page)).toMatch(/^La connexion a besoin des scripts de cette page/);
    const signup = await postForm('/fr/signup', encode({ firstName: 'Aline' }));
    expect(visibleAlert(signup.page)).toMatch(/^Ce formulaire a besoin des scripts de cette page/);
  });

  it.each(['fr', 'rw', 'sw'] as const)('every answer of its own has a translation in %s', (language) => {
    const untranslated = Object.values(pageFormAnswers).filter((text) => pageText(language, text) === text);
    expect(untranslated).toEqual([]);
    expect(pageText('en', pageFormAnswers.tooLarge)).toBe(pageFormAnswers.tooLarge);
  });

  it('a refused body is said in French too', async () => {
    const res = await postForm('/fr/login', 'email=a', { headers: { 'Content-Type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(visibleAlert(res.page)).toBe(
      'Cette page n’accepte le formulaire que tel que le navigateur l’envoie.',
    );
  });
});

describe('other posts', () => {
  it('a prerendered page whose form needs its scripts (sign-up) comes back saying so, with its scripts', async () => {
    const res = await postForm('/signup', encode({ firstName: 'Aline', password: 'correct horse battery' }));
    expect(res.status).toBe(200);
    expect(visibleAlert(res.page)).toBe(pageFormAnswers.formNeedsScripts);
    expect(res.html).not.toContain('correct horse battery');
    expect(res.html).toMatch(/<script type="module"/);
  });

  it('a post to a path without a form page, or to an unknown API path, is still not found', async () => {
    expect((await postForm('/no-such-page', 'a=b')).status).toBe(404);
    const api = await t.app.request('/api/no-such', { method: 'POST' });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual(failureWith('Not found.'));
  });
});
