import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectAccessible, setupBrowser } from './support/browser';
import { adminToken, signIn, signUpMember } from './support/sign-in';

const { openPage, allowProblems } = setupBrowser();

describe('the member area in Chromium against the real server', () => {
  it('a member adds a project with a real PNG, an admin publishes it, it shows on /projects; the saved profile shows on /members; logout makes the old token 401', async () => {
    const stamp = Date.now();
    const email = `member-area-${stamp}@example.com`;
    const password = 'Kigali#Hub2024!';
    const title = `Solar Map ${stamp}`;
    const name = `Teta Kalisa ${stamp}`;
    const entry = await openPage('/login');
    const { page } = entry;
    await signUpMember(page, email, password);
    await signIn(page, email, password);
    await page.waitForURL(/\/dashboard$/);

    // The project, with a real PNG chosen in the picker (a preview shows it before saving).
    await page.goto('/dashboard/projects/new');
    await page.getByRole('heading', { level: 1, name: 'Add new project' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByText('Description is required').waitFor();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Maps rooftops for solar panels');
    await page.getByLabel('Link').fill('https://solar.example');
    const png = await sharp({
      create: { width: 120, height: 80, channels: 3, background: { r: 5, g: 39, b: 76 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Project image')
      .setInputFiles({ name: 'solar.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: 'Preview of the project image' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/dashboard\/projects$/);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });
    await row.getByText('review', { exact: true }).waitFor();
    await expectAccessible(page);

    // Not public until an administrator publishes it.
    const visitor = await openPage('/projects');
    expect(await visitor.page.getByText(title).count()).toBe(0);
    await row.getByRole('link', { name: `View ${title}` }).click();
    const image = page.getByRole('img', { name: title });
    await image.waitFor();
    const imageUrl = await image.getAttribute('src');
    expect(imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const served = await page.request.get(imageUrl!);
    expect(served.headers()['content-type']).toBe('image/webp');
    const projectId = page.url().split('/').pop();
    const token = await adminToken(page.request);
    const published = await page.request.post(`/api/admin/projects/${projectId}/publish`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(published.status()).toBe(200);
    await visitor.page.goto('/projects');
    await visitor.page.getByText(title).first().waitFor();

    // The profile, created on /dashboard/edit-profile, is the public one /members shows.
    // GET /api/members/me answers 404 while the member has no profile: the browser logs that answer. (Not
    // 'networkidle': the signed-in page keeps its live stream open.)
    const noProfile = page.waitForResponse((response) => response.url().endsWith('/api/members/me'));
    await page.goto('/dashboard/edit-profile');
    expect((await noProfile).status()).toBe(404);
    await page.getByText('You have no public profile yet: fill in the form to create it.').waitFor();
    allowProblems(entry, /status of 404/);
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Role/Position').fill('Energy data analyst');
    await page.getByLabel('Bio').fill('Maps the sun over Kigali.');
    await page.getByLabel('Degree').fill('BSc Physics');
    await page.getByLabel('Institution').fill('University of Rwanda');
    for (const [skill, technology] of [
      ['Data', 'Python'],
      ['Maps', 'QGIS'],
      ['Web', 'React'],
      ['Cloud', 'Docker'],
    ] as const) {
      await page.getByLabel('Skill name').fill(skill);
      await page.getByLabel('Technologies').fill(technology);
      await page.getByLabel('Technologies').press('Enter');
      await page.getByLabel('Proficiency (%)').fill('70');
      await page.getByRole('button', { name: 'Add skill' }).click();
    }
    await page.getByLabel('Skill name').fill('Fifth');
    await page.getByRole('button', { name: 'Add skill' }).click();
    await page.getByRole('alert').filter({ hasText: 'You can only add up to 4 skills.' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm Member Information' }).click();
    await page.getByText('Your member information is saved.').waitFor();
    const me = await page.request.get('/api/members/me', {
      headers: { Authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('token'))}` },
    });
    const memberId = (await me.json()).data.member.id;
    await visitor.page.goto(`/members/${memberId}`);
    await visitor.page.getByRole('heading', { level: 1, name }).waitFor();
    let listed = false;
    for (let pageNumber = 1; pageNumber <= 10 && !listed; pageNumber += 1) {
      await visitor.page.goto(`/members?page=${pageNumber}`);
      await visitor.page.getByRole('heading', { level: 1 }).first().waitFor();
      await visitor.page.waitForLoadState('networkidle');
      listed = (await visitor.page.getByText(name).count()) > 0;
    }
    expect(listed).toBe(true);

    // Logout revokes the session on the server: the old token is refused.
    const oldToken = await page.evaluate(() => sessionStorage.getItem('token'));
    await page
      .getByRole('button', { name: /^Logout/ })
      .first()
      .click();
    await page.waitForURL(/\/login$/);
    allowProblems(entry, /401/);
    const after = await page.request.get('/api/users/me', {
      headers: { Authorization: `Bearer ${oldToken}` },
    });
    expect(after.status()).toBe(401);
  });
});
