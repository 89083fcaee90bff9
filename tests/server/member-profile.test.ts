import { MAX_SKILLS, ProfileRequest, type ProfileRequestInput, profileMessages } from '@contracts/profile';
import { members } from '@server/db/schema';
import { memberSlug } from '@server/members/profiles';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/admin-helpers';
import { sessionAccount } from '../support/content-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * GET/PUT /api/members/me: the member profile registration form creates or updates the signed-in member's
 * public profile, the same record GET /api/members and /api/members/:id show.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function validProfile(overrides: Partial<ProfileRequestInput> = {}): ProfileRequestInput {
  return {
    name: 'Grace Ingabire',
    role: 'Data Engineer',
    bio: 'Pipelines and dashboards for cooperatives.',
    imageUrl: 'https://example.org/grace.png',
    contacts: {
      linkedin: 'https://www.linkedin.com/in/grace',
      github: 'https://github.com/grace',
      twitter: '',
      telegram: 'https://t.me/grace',
    },
    education: {
      degree: 'MSc Data Science',
      institution: 'Carnegie Mellon University Africa',
      description: 'Thesis on crop yield forecasting.',
      imageUrl: '',
    },
    skills: [
      { name: 'Data', technologies: [' Python ', '', 'SQL'], percent: 90 },
      { name: 'Web', technologies: ['React'], percent: 1 },
    ],
    ...overrides,
  };
}

const put = (token: string, body: unknown) => api(t, 'PUT', '/api/members/me', { token, body });
const membersCount = async () => (await t.db.select({ total: count() }).from(members))[0]!.total;

describe('GET/PUT /api/members/me', () => {
  it('404 with the form’s message before the first save; PUT creates the public profile the directory shows', async () => {
    const member = await sessionAccount(t);
    expect(await api(t, 'GET', '/api/members/me', { token: member.token })).toMatchObject({
      status: 404,
      body: { message: profileMessages.noProfile },
    });
    const saved = await put(member.token, validProfile());
    expect(saved.status).toBe(200);
    const profile = saved.body.data.member;
    expect(profile).toMatchObject({
      id: 'grace-ingabire',
      name: 'Grace Ingabire',
      skills: [
        { name: 'Data', technologies: ['Python', 'SQL'], percent: 90 },
        { name: 'Web', technologies: ['React'], percent: 1 },
      ],
    });
    expect((await api(t, 'GET', '/api/members/me', { token: member.token })).body.data.member).toEqual(
      profile,
    );
    expect((await api(t, 'GET', `/api/members/${profile.id}`)).body.data.member).toEqual(profile);
    const directory = await api(t, 'GET', '/api/members?limit=24');
    expect(directory.body.data.members).toContainEqual(profile);
  });

  it('a second PUT updates the same record (same id, no new row)', async () => {
    const member = await sessionAccount(t);
    const first = (await put(member.token, validProfile({ name: 'Eric Mugisha' }))).body.data.member;
    const rows = await membersCount();
    const second = await put(member.token, validProfile({ name: 'Eric M.', bio: 'New bio', skills: [] }));
    expect(second.body.data.member).toMatchObject({
      id: first.id,
      name: 'Eric M.',
      bio: 'New bio',
      skills: [],
    });
    expect(await membersCount()).toBe(rows);
  });

  it('two members with one name get two ids; a name made only of symbols or "me" still gets a usable id', async () => {
    const a = await sessionAccount(t);
    const b = await sessionAccount(t);
    const idA = (await put(a.token, validProfile({ name: 'Same Name' }))).body.data.member.id;
    const idB = (await put(b.token, validProfile({ name: 'Same Name' }))).body.data.member.id;
    expect(idA).toBe('same-name');
    expect(idB).toMatch(/^same-name-[0-9a-f]{6}$/);
    expect(memberSlug('Ünal Ça-Kir Jr.')).toBe('unal-ca-kir-jr');
    expect(memberSlug('★★★')).toBe('member');
    expect(memberSlug('Me')).toBe('member-me');
  });

  it('bad input → 400 with the form’s message, nothing stored', async () => {
    const member = await sessionAccount(t);
    const skill = { name: 'S', technologies: ['T'], percent: 50 };
    const cases: [Partial<ProfileRequestInput> | Record<string, unknown>, string][] = [
      [{ name: '   ' }, profileMessages.nameRequired],
      [{ role: '' }, profileMessages.roleRequired],
      [{ bio: '' }, profileMessages.bioRequired],
      [{ education: { ...validProfile().education, degree: '' } }, profileMessages.degreeRequired],
      [{ education: { ...validProfile().education, institution: ' ' } }, profileMessages.institutionRequired],
      [{ imageUrl: 'javascript:alert(1)' }, profileMessages.urlInvalid],
      [{ contacts: { ...validProfile().contacts, github: 'github.com/x' } }, profileMessages.urlInvalid],
      [{ skills: Array.from({ length: MAX_SKILLS + 1 }, () => skill) }, 'You can only add up to 4 skills.'],
      [{ skills: [{ ...skill, percent: 0 }] }, profileMessages.skillPercentInvalid],
      [{ skills: [{ ...skill, percent: 101 }] }, profileMessages.skillPercentInvalid],
      [{ skills: [{ ...skill, percent: 50.5 }] }, profileMessages.skillPercentInvalid],
      [{ skills: [{ ...skill, technologies: [' ', ''] }] }, profileMessages.skillTechnologyRequired],
      [{ skills: [{ ...skill, name: '' }] }, profileMessages.skillNameRequired],
      [{ bio: 'x'.repeat(2_001) }, profileMessages.tooLong],
    ];
    const rows = await membersCount();
    for (const [change, message] of cases) {
      const res = await put(member.token, { ...validProfile(), ...change });
      expect(res.status, message).toBe(400);
      expect(res.body.errors.map((error: { message: string }) => error.message)).toContain(message);
    }
    expect(await membersCount()).toBe(rows);
    expect((await api(t, 'GET', '/api/members/me', { token: member.token })).status).toBe(404);
  });

  it('unknown keys are ignored: the profile belongs to the session’s account whatever the body says', async () => {
    const member = await sessionAccount(t);
    const other = await sessionAccount(t);
    const res = await put(member.token, {
      ...validProfile({ name: 'Keys Test' }),
      id: 'aline-uwase',
      accountId: other.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.member.id).toBe('keys-test');
    const [row] = await t.db.select().from(members).where(eq(members.id, 'keys-test'));
    expect(row?.accountId).toBe(member.id);
  });
});

describe('property tests on the PUT body', () => {
  const url = fc.oneof(
    fc.constant(''),
    fc.webUrl({ validSchemes: ['https', 'http'] }),
    fc.string({ maxLength: 20 }),
  );
  const skill = fc.record({
    name: fc.string({ maxLength: 20 }),
    technologies: fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 }),
    percent: fc.oneof(fc.integer({ min: -5, max: 110 }), fc.double({ noNaN: true, min: -1, max: 101 })),
  });
  const almostProfile = fc.record({
    name: fc.string({ maxLength: 40 }),
    role: fc.string({ maxLength: 20 }),
    bio: fc.string({ maxLength: 60 }),
    imageUrl: url,
    contacts: fc.record({ linkedin: url, github: url, twitter: url, telegram: url }),
    education: fc.record({
      degree: fc.string({ maxLength: 10 }),
      institution: fc.string({ maxLength: 10 }),
      description: fc.string({ maxLength: 20 }),
      imageUrl: url,
    }),
    skills: fc.array(skill, { maxLength: 6 }),
  });

  it('any JSON body → never a 5xx; a refused body changes nothing', async () => {
    const member = await sessionAccount(t);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json().map((text) => JSON.parse(text) as unknown),
          fc.anything(),
        ),
        async (body) => {
          const rows = await membersCount();
          const res = await api(t, 'PUT', '/api/members/me', {
            token: member.token,
            rawBody: JSON.stringify(body ?? null) ?? 'null',
          });
          expect(res.status).toBeLessThan(500);
          expect(res.status).toBe(400);
          expect(await membersCount()).toBe(rows);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('near-valid bodies: accepted exactly when the shared contract accepts them, and stored as it reads them', async () => {
    const member = await sessionAccount(t);
    await fc.assert(
      fc.asyncProperty(almostProfile, async (body) => {
        const expected = v.safeParse(ProfileRequest, body);
        const res = await put(member.token, body);
        expect(res.status).toBeLessThan(500);
        if (!expected.success) {
          expect(res.status).toBe(400);
          expect(res.body.errors.length).toBeGreaterThan(0);
          return;
        }
        expect(res.status).toBe(200);
        const { name, role, bio, imageUrl, contacts, education, skills } = expected.output;
        expect(res.body.data.member).toMatchObject({
          name,
          role,
          bio,
          imageUrl,
          contacts,
          education,
          skills,
        });
        const again = await api(t, 'GET', '/api/members/me', { token: member.token });
        expect(again.body.data.member).toEqual(res.body.data.member);
      }),
      { numRuns: 80 },
    );
  });
});
