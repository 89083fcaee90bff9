import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { intents } from '@chatbot/intents';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible, setupBrowser } from './support/browser';

const { openPage, allowProblems } = setupBrowser();

const pages = [
  ['/hire-us', 'Hire Us'],
  ['/blog', 'Blog'],
  ['/hub-information', 'Hub Information'],
  ['/Hub-information', 'Hub Information'],
  ['/abouthub', 'Why the hub'],
  ['/chatcard', 'Hub Assistant'],
] as const;

describe('information pages in Chromium', () => {
  it.each(pages)('%s shows "%s" and passes an axe WCAG 2 A/AA scan', async (path, heading) => {
    const { page } = await openPage(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await expectAccessible(page);
  });

  it('passes axe with an FAQ answer open, on a phone-sized screen too', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 740 },
    ]) {
      const { page } = await openPage('/abouthub', { viewport });
      const question = page.getByRole('button', { name: 'What is the hub?' });
      await question.click();
      expect(await question.getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('region', { name: 'What is the hub?' }).waitFor();
      await expectAccessible(page);
      // Nothing runs off the side of a 360 px screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });

  it("filters the blog by category and search; 'View All' shows every group", async () => {
    const { page } = await openPage('/blog');
    const topics = page.getByRole('region', { name: 'Topics' });
    const groups = () => topics.getByRole('heading', { level: 2 }).allTextContents();
    // The page renders after its route chunk loads: wait for it rather than reading an empty region.
    await expect.poll(groups).toEqual(['Front-end']);
    expect(await page.getByRole('button', { name: 'Front-end' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'View All' }).click();
    await expect.poll(groups).toEqual(['Cyber security', 'Front-end', 'Back End']);
    await page.getByRole('searchbox', { name: 'Search topics' }).fill('postgresql');
    await expect
      .poll(() => page.getByRole('heading', { level: 3 }).allTextContents())
      .toEqual(['PostgreSQL for beginners']);
    await expectAccessible(page);
  });
});

/**
 * Reads one inquiry row from the product's embedded database. PGlite allows one process per data directory,
 * so the running product's directory is copied and the copy opened (Postgres recovers it from its WAL).
 */
async function storedInquiry(id: string) {
  const copy = mkdtempSync(join(tmpdir(), 'hub-e2e-db-'));
  try {
    cpSync(join(inject('dataDir'), 'db'), copy, { recursive: true });
    rmSync(join(copy, 'postmaster.pid'), { force: true });
    const client = await PGlite.create(copy);
    try {
      const result = await client.query<Record<string, unknown>>(
        'select email, first_name, last_name, company_name, job_title, country, message, consent, status, created_at from hire_inquiries where id = $1',
        [id],
      );
      return result.rows;
    } finally {
      await client.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

async function fillInquiry(page: Page, message: string) {
  await page.getByLabel('Email').fill('amina.e2e@acacia.example');
  await page.getByLabel('First name').fill('Amina');
  await page.getByLabel('Last name').fill('Njoroge');
  await page.getByLabel('Company name').fill('Acacia Labs');
  await page.getByLabel('Job title').fill('CTO');
  await page.getByLabel('Country').selectOption('Kenya');
  await page.getByLabel('Message').fill(message);
}

describe('the hire-us inquiry in Chromium against the real server', () => {
  it('checks consent first, then stores the inquiry (Pending) and clears the form', async () => {
    const { page } = await openPage('/hire-us');
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    const alert = page.getByRole('alert');
    expect(await alert.textContent()).toBe('Please agree to the terms and conditions');
    expect(await alert.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(185, 28, 28)');
    await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
    await submit.click();
    expect(await alert.textContent()).toBe('Please fill in all required fields');
    await expectAccessible(page);

    const markup = '<img src=x onerror=alert(1)>';
    await fillInquiry(page, markup);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/hire-us'));
    await submit.click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { data } = (await response.json()) as { data: { inquiry: { id: string } } };

    const status = page
      .getByRole('status')
      .filter({ hasText: 'Your inquiry has been submitted successfully!' });
    await status.waitFor();
    expect(await status.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(22, 101, 52)');
    expect(await page.getByLabel('Email').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');
    expect(await page.getByRole('checkbox', { name: /I agree/ }).isChecked()).toBe(false);
    await expectAccessible(page);

    // What the admin queue will read: the stored row, status Pending, the markup kept as plain text.
    const rows = await storedInquiry(data.inquiry.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'amina.e2e@acacia.example',
      first_name: 'Amina',
      last_name: 'Njoroge',
      company_name: 'Acacia Labs',
      job_title: 'CTO',
      country: 'Kenya',
      message: markup,
      consent: true,
      status: 'Pending',
    });
    expect(Date.now() - new Date(rows[0]!.created_at as string).getTime()).toBeLessThan(10 * 60 * 1000);
  });
});

/** A training example of the intent in that language, the longest (the surest for language detection). */
function example(intent: string, language: 'en' | 'fr') {
  const data = intents.find((item) => item.intent === intent)!;
  const message = [...data.examples[language]].sort((a, b) => b.length - a.length)[0]!;
  return { message, answer: data.answers[language] };
}

describe('the chat page with the real chatbot', () => {
  it('answers in English and in French, naming the detected language under the French reply', async () => {
    const { page } = await openPage('/chatcard');
    const log = page.getByRole('log', { name: 'Conversation' });
    expect(await log.textContent()).toBe('Send a message to start chatting!');
    const box = page.getByRole('textbox', { name: 'Message' });
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);

    const english = example('membership', 'en');
    await box.fill(english.message);
    await send.click();
    await expect.poll(() => log.textContent()).toBe(`You: ${english.message}Hub: ${english.answer}`);
    expect(await box.getAttribute('placeholder')).toBe('Typing........');

    const french = example('services', 'fr');
    await box.fill(french.message);
    await box.press('Enter');
    await expect
      .poll(() => log.textContent())
      .toBe(
        `You: ${english.message}Hub: ${english.answer}You: ${french.message}Hub: ${french.answer}Language detected: fr`,
      );
    // The newest message is scrolled into view.
    const atBottom = await log.evaluate(
      (element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 2,
    );
    expect(atBottom).toBe(true);
    await expectAccessible(page);
  });

  it("shows the red reply and 'Failed to get response from chatbot' when the chatbot cannot be reached", async () => {
    const entry = await openPage('/chatcard');
    const { page } = entry;
    await page.route('**/predict', (route) => route.abort('connectionrefused'));
    await page.getByRole('textbox', { name: 'Message' }).fill('hello');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Failed to get response from chatbot' }).waitFor();
    const reply = page.getByText("Sorry, I couldn't process your request. Please try again.");
    expect(await reply.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(185, 28, 28)');
    allowProblems(entry, /ERR_CONNECTION_REFUSED|Failed to load resource/);
    await expectAccessible(page);
  });
});
