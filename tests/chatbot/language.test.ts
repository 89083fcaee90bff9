import { buildPhraseBook, createLanguageDetector, detectLanguage, normalizeText } from '@chatbot/language';
import { describe, expect, it } from 'vitest';

describe('detectLanguage', () => {
  it.each([
    ['en', 'Could you tell me more about the projects your developers have finished?'],
    ['en', 'I would like to know how to join the community'],
    ['fr', "Je voudrais savoir comment rejoindre votre communauté d'étudiants"],
    ['fr', 'Pouvez-vous me dire où se trouvent vos locaux ?'],
    ['sw', 'Ningependa kujua jinsi ya kujiunga na jumuiya yenu'],
    ['sw', 'Tafadhali niambie mahali ofisi yenu ilipo'],
    ['rw', 'Ndashaka kumenya uko nakwinjira muri uyu muryango'],
    ['rw', 'Mwambwira aho ibiro byanyu biherereye?'],
  ] as const)('detects %s: %s', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it.each(['', '?', 'k', '12345'])('defaults to en for %j', (text) => {
    expect(detectLanguage(text)).toBe('en');
  });

  it('defaults to en for a very short unknown word instead of guessing', () => {
    expect(detectLanguage('zorp')).toBe('en');
  });

  it.each(['', '?', 'ok', 'zorp', '👍'])("takes the page's language for %j, too short to tell", (text) => {
    expect(detectLanguage(text, 'fr')).toBe('fr');
    expect(detectLanguage(text, 'rw')).toBe('rw');
  });

  it("keeps a message's own language over the page's when it can tell", () => {
    expect(
      detectLanguage('Could you tell me more about the projects your developers have finished?', 'fr'),
    ).toBe('en');
    expect(detectLanguage('Ningependa kujua jinsi ya kujiunga na jumuiya yenu', 'fr')).toBe('sw');
    expect(detectLanguage('Muraho!', 'fr')).toBe('rw');
    expect(detectLanguage('hello', 'sw')).toBe('en');
  });

  it('recognises short greetings that are examples of one language', () => {
    expect(detectLanguage('Muraho!')).toBe('rw');
    expect(detectLanguage('Habari')).toBe('sw');
    expect(detectLanguage('Bonjour')).toBe('fr');
    expect(detectLanguage('hello')).toBe('en');
  });

  it('ignores phrases that occur in more than one language', () => {
    const book = buildPhraseBook([
      {
        intent: 'greeting',
        examples: { en: ['pizza'], fr: ['pizza'], sw: ['jambo'], rw: [] },
        answers: { en: '', fr: '', sw: '', rw: '' },
      },
    ]);
    expect(book.has('pizza')).toBe(false);
    expect(book.get('jambo')).toBe('sw');
    expect(createLanguageDetector(book)('Jambo!')).toBe('sw');
  });
});

describe('normalizeText', () => {
  it('lower-cases, removes accents and punctuation', () => {
    expect(normalizeText("  Où êtes-vous, l'équipe ?! ")).toBe('ou etes vous l equipe');
  });
});
