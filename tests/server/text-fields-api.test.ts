import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validInquiry } from '../fixtures/inquiry';
import { api } from '../support/admin-helpers';
import { postJson, signupBody } from '../support/auth-helpers';
import { send, sendForm, sessionAccount } from '../support/content-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Every kind of name, title and message field answers 400 with the rule's message on its own field when the
 * text hides something (direction overrides, C1 controls, invisible characters, stacked accent marks) or,
 * for names, company and job title, carries a web address. Nothing is stored on a refusal.
 */

const HIDDEN = 'Remove the hidden direction or control characters.';
const INVISIBLE = 'Remove the invisible characters (such as zero-width spaces).';
const MARKS = 'Too many accent marks on one letter.';
const WEB = 'Web addresses are not allowed here: remove links and dotted words such as example.com.';
const CONTROL = 'Text must not contain control characters.';

const RLO = 'Invoice \u202Efdp.exe';
const ISOLATE = 'Ada \u2067x\u2069';
const ZALGO = 'Z\u0335\u0321\u0327\u0322\u0328algo';
const ZERO_WIDTH = 'A\u200Bda';

let t: TestApp;
let member: Awaited<ReturnType<typeof sessionAccount>>;
let other: Awaited<ReturnType<typeof sessionAccount>>;
let admin: Awaited<ReturnType<typeof sessionAccount>>;
beforeAll(async () => {
  t = await createTestApp();
  member = await sessionAccount(t);
  other = await sessionAccount(t);
  admin = await sessionAccount(t, 'Admin');
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `10.13.0.${++ip}`;

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely and asserted field by field.
  body: any;
}

/** 400 with `message` on `path` (the answer's own message is the screen's banner or the first field's). */
function expectRefused(res: Answer, path: string, message: string) {
  expect(res.status).toBe(400);
  expect(res.body.errors).toContainEqual(expect.objectContaining({ path, message }));
}

const signup = (fields: Record<string, string>) =>
  postJson(t, '/signup', signupBody(fields), { ip: nextIp() });

async function hireUs(fields: Record<string, string>): Promise<Answer> {
  const res = await t.app.request(
    '/api/hire-us',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validInquiry, ...fields }),
    },
    { incoming: { socket: { remoteAddress: nextIp() } } },
  );
  return { status: res.status, body: await res.json() };
}

const profile = (fields: Record<string, string>) =>
  api(t, 'PUT', '/api/members/me', {
    token: member.token,
    body: {
      name: 'Grace Ingabire',
      role: 'Data Engineer',
      bio: 'Pipelines and dashboards.',
      contacts: { linkedin: '', github: '', twitter: '', telegram: '' },
      education: { degree: 'MSc Data Science', institution: 'CMU Africa' },
      skills: [],
      ...fields,
    },
  });

const channel = (text: string) =>
  send(t, 'POST', '/api/channel/messages', { token: member.token, json: { text, clientId: randomUUID() } });
const direct = (text: string) =>
  send(t, 'POST', `/api/conversations/${other.id}/messages`, {
    token: member.token,
    json: { text, clientId: randomUUID() },
  });

describe('sign-up names', () => {
  it.each([
    ['firstName', 'evil.shop', WEB],
    ['lastName', 'x.co', WEB],
    ['firstName', 'mailto:bob', WEB],
    ['lastName', RLO, HIDDEN],
    ['firstName', ZERO_WIDTH, INVISIBLE],
    ['lastName', ZALGO, MARKS],
  ])('%s %j → 400 with the message', async (field, value, message) => {
    expectRefused(await signup({ [field]: value }), field, message);
  });

  it('a C1 control anywhere in a JSON body → 400 with the control-character message', async () => {
    const res = await signup({ firstName: 'Ada\u0085' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CONTROL);
  });

  it('Dr. Jean-Paul Uwimana, J.R. Smith, Nguyễn and مُحَمَّد sign up', async () => {
    expect((await signup({ firstName: 'Dr. Jean-Paul', lastName: 'Uwimana' })).status).toBe(201);
    expect((await signup({ firstName: 'J.R.', lastName: 'Smith' })).status).toBe(201);
    expect((await signup({ firstName: 'Nguyễn Thị', lastName: 'مُحَمَّد' })).status).toBe(201);
  });
});

describe('hire-us', () => {
  it.each([
    ['first_name', 'evil.shop', WEB],
    ['last_name', 'www.evil', WEB],
    ['company_name', 'Acme (acme.shop)', WEB],
    ['job_title', 'CTO at https://evil.shop', WEB],
    ['company_name', RLO, HIDDEN],
    ['job_title', ZERO_WIDTH, INVISIBLE],
    ['first_name', ZALGO, MARKS],
    ['message', RLO, HIDDEN],
    ['message', ZALGO, MARKS],
  ])('%s %j → 400 with the message', async (field, value, message) => {
    const res = await hireUs({ [field]: value });
    expectRefused(res, field, message);
    expect(res.body.message).toBe(message);
  });

  it('Acme Co., Ltd. with a Sr. Engineer and an emoji message is accepted', async () => {
    const res = await hireUs({
      company_name: 'Acme Co., Ltd.',
      job_title: 'Sr. Engineer',
      message: 'Our team \u{1F469}\u200D\u{1F4BB}\u{1F468}\u200D\u{1F469}\u200D\u{1F467} needs an app.',
    });
    expect(res.status).toBe(201);
  });
});

describe('member profile', () => {
  it.each([
    ['name', 'evil.shop', WEB],
    ['role', 'Dev at x.co', WEB],
    ['name', ZERO_WIDTH, INVISIBLE],
    ['name', RLO, HIDDEN],
    ['bio', ISOLATE, HIDDEN],
    ['bio', ZALGO, MARKS],
  ])('%s %j → 400 with the message', async (field, value, message) => {
    expectRefused(await profile({ [field]: value }), field, message);
  });

  it('a name with initials, a Sr. role and a bio in French and Arabic are saved', async () => {
    const res = await profile({
      name: 'J.R. Ingabire-Uwase',
      role: 'Sr. Data Engineer',
      bio: 'Données agricoles, مُحَمَّد et 👩‍💻.',
    });
    expect(res.status).toBe(200);
  });
});

describe('project, blog, resource and task titles', () => {
  it.each([
    ['title', RLO, HIDDEN],
    ['title', ZALGO, MARKS],
    ['description', ISOLATE, HIDDEN],
    ['owner', 'evil.shop', WEB],
    ['ownerRole', ZERO_WIDTH, INVISIBLE],
  ])('project %s %j → 400 with the message', async (field, value, message) => {
    const res = await sendForm(
      t,
      'POST',
      '/api/projects',
      { title: 'Water map', description: 'Boreholes', [field]: value },
      member.token,
    );
    expectRefused(res, field, message);
  });

  it('a blog title with an isolate → 400', async () => {
    const res = await sendForm(
      t,
      'POST',
      '/api/blogs',
      { category: 'Back End', title: ISOLATE, text: 'Body' },
      admin.token,
    );
    expectRefused(res, 'title', HIDDEN);
  });

  it('a resource title with stacked marks → 400', async () => {
    const res = await sendForm(
      t,
      'POST',
      '/api/resources',
      { title: ZALGO, category: 'Cyber Security', subcategory: 'DevSecOps', url: 'https://owasp.org/' },
      admin.token,
    );
    expectRefused(res, 'title', MARKS);
  });

  it('a task title with an override → 400', async () => {
    const res = await send(t, 'POST', '/api/tasks', { token: admin.token, json: { title: RLO } });
    expectRefused(res, 'title', HIDDEN);
  });
});

describe('channel and direct messages', () => {
  it.each([
    ['channel', RLO, HIDDEN],
    ['channel', ZALGO, MARKS],
    ['channel', '\u200B\u200B', INVISIBLE],
    ['direct', ISOLATE, HIDDEN],
    ['direct', ZALGO, MARKS],
  ])('%s %j → 400 with the message', async (where, text, message) => {
    const res = where === 'channel' ? await channel(text) : await direct(text);
    expectRefused(res, 'text', message);
  });

  it('a C1 control in a message → 400 with the control-character message', async () => {
    const res = await channel('hi\u009B31m');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CONTROL);
  });

  it('emoji joined with U+200D and U+FE0F, and Hebrew with a direction mark, are sent as typed', async () => {
    const text = '\u{1F469}\u200D\u{1F4BB} \u{1F3F3}\uFE0F\u200D\u{1F308} \u05E9\u05DC\u05D5\u05DD\u200F!';
    const res = await channel(text);
    expect(res.status).toBe(201);
    expect(res.body.data.message.text).toBe(text);
    expect((await direct(text)).status).toBe(201);
  });
});

describe('inquiry reply', () => {
  it.each([
    ['subject', RLO, HIDDEN],
    ['message', ZALGO, MARKS],
  ])('%s %j → 400 with the message', async (field, value, message) => {
    const res = await send(t, 'POST', `/api/admin/hire-inquiries/${randomUUID()}/reply`, {
      token: admin.token,
      json: { subject: 'Hello', message: 'Thanks', [field]: value },
    });
    expectRefused(res, field, message);
  });
});
