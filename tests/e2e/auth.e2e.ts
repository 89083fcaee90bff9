import { describe, expect, it } from 'vitest';
import { expectAccessible, setupBrowser } from './support/browser';
import { newMail, outboxFiles, signIn, signUpMember } from './support/sign-in';

const { openPage, allowProblems } = setupBrowser();

describe('sign-in in Chromium against the real server', () => {
  it('sign-up → verification link from the mail → login → code from the mail → /dashboard', async () => {
    const email = `e2e-${Date.now()}@example.com`;
    const password = 'Kigali#Hub2024!';
    const { page } = await openPage('/signup');
    await page.getByRole('heading', { name: 'Create an Account' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('First name').fill('Aline');
    await page.getByLabel('Last name').fill('Uwase');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone number').fill('+250788123456');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    const submit = page.getByRole('button', { name: 'Create Account' });
    expect(await submit.isDisabled()).toBe(true);
    const seen = outboxFiles();
    await page.getByLabel('I agree to the terms and conditions').check();
    await submit.click();
    await page
      .getByText('Registration successful! A verification link has been sent to your email.', {
        exact: false,
      })
      .waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('');

    const mail = await newMail(email, /Verify your e-mail/i, seen);
    const link = /https?:\/\/\S+?\/api\/users\/verify-email\?token=[\w%-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.waitForURL(/\/login\?verified=1/);
    await page.getByText('Email verified. You can now log in.').waitFor();
    await expectAccessible(page);

    await signIn(page, email, password);
    await page.waitForURL(/\/dashboard$/);
    await page.getByText(`Signed in as ${email}`).waitFor();
    // 'Remember me!' was not ticked: the session lives in sessionStorage only.
    const stored = await page.evaluate(() => [
      sessionStorage.getItem('token'),
      localStorage.getItem('token'),
    ]);
    expect(stored[0]).toBeTruthy();
    expect(stored[1]).toBeNull();
  });

  it('the demo admin lands on /Admindashboard, and Logout ends the session', async () => {
    const entry = await openPage('/login');
    const { page } = entry;
    await page.getByLabel('Remember me!').check();
    await signIn(page, 'admin@hub.example', 'AdminPass#2024');
    await page.waitForURL(/\/Admindashboard$/);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await page.getByRole('button', { name: 'LOGOUT' }).click();
    await page.waitForURL(/\/login$/);
    // The dashboard's calls still in flight when the session ends are answered 401.
    allowProblems(entry, /401/);
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')]),
    ).toEqual([null, null]);
  });

  it('sends a visitor to /login?redirect=… and back to the requested page after sign-in', async () => {
    const { page } = await openPage('/dashboard');
    await page.waitForURL(/\/login\?redirect=%2Fdashboard/);
    await signIn(page, 'admin@hub.example', 'AdminPass#2024');
    // The admin's own page would be /Admindashboard: the requested page wins.
    await page.waitForURL(/\/dashboard$/);
    await page.getByText('Signed in as admin@hub.example').waitFor();
  });

  it("shows a Member the 'not allowed' page on an admin route", async () => {
    const { page } = await openPage('/login');
    // A member of this test's own: member@hub.example's ten code mails an hour belong to sign-in-model.
    const member = { email: `not-allowed-${Date.now()}@hub.example`, password: 'Kigali#Hub2024!' };
    await signUpMember(page, member.email, member.password);
    await signIn(page, member.email, member.password);
    await page.waitForURL(/\/dashboard$/);
    await page.goto('/Admindashboard');
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/not-allowed');
  });

  it('an expired or revoked session goes back to /login', async () => {
    const entry = await openPage('/login');
    const { page } = entry;
    // A member of this test's own: member@hub.example's ten code mails an hour belong to sign-in-model.
    const member = { email: `expiry-${Date.now()}@hub.example`, password: 'Kigali#Hub2024!' };
    await signUpMember(page, member.email, member.password);
    await signIn(page, member.email, member.password);
    await page.waitForURL(/\/dashboard$/);
    // The stored token no longer opens anything (as after expiry): the restore is refused with a 401.
    await page.evaluate(() => sessionStorage.setItem('token', 'expired.session.token'));
    await page.reload();
    await page.waitForURL(/\/login\?redirect=%2Fdashboard/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    allowProblems(entry, /401/);
  });

  it('keeps working after a reload of /otp, and says when the code is wrong', async () => {
    const entry = await openPage('/login');
    const { page } = entry;
    const seen = outboxFiles();
    // The admin account: the model paths in sign-in-model.e2e.ts spend the member's failed-login budget
    // (5 per account and address in 15 minutes), and the files share one server.
    await page.getByLabel('Email').fill('admin@hub.example');
    await page.getByLabel('Password').fill('AdminPass#2024');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/otp/);
    const mail = await newMail('admin@hub.example', /login code/i, seen);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    await page.reload();
    await expectAccessible(page);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Enter OTP').fill(wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid or expired OTP' }).waitFor();
    allowProblems(entry, /401/);
    await page.getByLabel('Enter OTP').fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL(/\/Admindashboard$/);
  });

  it("opens the 'Security Tips' modal: six steps, focus inside, Escape closes and focus returns", async () => {
    const { page } = await openPage('/otp');
    const trigger = page.getByRole('button', { name: 'Security Tips' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Security Tips' });
    await dialog.waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(6);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Security Tips');
  });
});
