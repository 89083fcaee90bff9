import { readFileSync } from 'node:fs';
import { intents } from '@chatbot/intents';
import { normalizeText } from '@chatbot/language';
import { contact } from '@contracts/contact';
import { chatIntents, chatLanguages } from '@contracts/predict';
import { describe, expect, it } from 'vitest';

describe('chatbot/intents.ts', () => {
  it('has every intent of the contract exactly once', () => {
    expect(intents.map((item) => item.intent).sort()).toEqual([...chatIntents].sort());
  });

  it.each(chatLanguages)('has at least 8 distinct examples and an answer per intent in %s', (language) => {
    for (const item of intents) {
      const examples = item.examples[language];
      expect(new Set(examples.map(normalizeText)).size, `${item.intent}/${language}`).toBeGreaterThanOrEqual(
        8,
      );
      expect(item.answers[language].trim().length, `${item.intent}/${language}`).toBeGreaterThan(0);
    }
  });

  it('never uses one example for two intents', () => {
    const owner = new Map<string, string>();
    for (const item of intents) {
      for (const examples of Object.values(item.examples)) {
        for (const example of examples) {
          const key = normalizeText(example);
          expect(owner.get(key) ?? item.intent, example).toBe(item.intent);
          owner.set(key, item.intent);
        }
      }
    }
  });

  it('keeps the bench held-out messages out of the training examples', () => {
    const heldOut = JSON.parse(readFileSync(new URL('./held-out.json', import.meta.url), 'utf8')) as {
      messages: { message: string }[];
    };
    const training = new Set(
      intents.flatMap((item) =>
        Object.values(item.examples).flatMap((examples) => examples.map(normalizeText)),
      ),
    );
    expect(heldOut.messages.length).toBeGreaterThanOrEqual(60);
    expect(heldOut.messages.filter((item) => training.has(normalizeText(item.message)))).toEqual([]);
  });

  it('answers with the shared contact details and the routes of the site', () => {
    const answersOf = (intent: string) =>
      Object.values(intents.find((item) => item.intent === intent)!.answers);
    for (const answer of answersOf('contact')) {
      expect(answer).toContain(contact.email);
      expect(answer).toContain(contact.phone);
    }
    for (const answer of answersOf('location')) expect(answer).toContain('Musanze');
    for (const answer of answersOf('membership')) expect(answer).toContain('/signup');
    for (const answer of answersOf('hire-us')) expect(answer).toContain('/hire-us');
    for (const answer of answersOf('projects')) expect(answer).toContain('/projects');
    for (const answer of answersOf('resources')) expect(answer).toContain('/resources-room');
    for (const answer of answersOf('services')) {
      for (const service of ['System Development', 'Project Management', 'System Analyst', 'Cybersecurity']) {
        expect(answer).toContain(service);
      }
    }
  });
});
