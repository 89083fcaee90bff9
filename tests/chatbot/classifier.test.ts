import {
  CONFIDENCE_THRESHOLD,
  getClassifier,
  type IntentClassifier,
  trainClassifier,
} from '@chatbot/classifier';
import type { IntentData } from '@chatbot/intents';
import type { ChatIntent } from '@contracts/predict';
import { beforeAll, describe, expect, it } from 'vitest';

// Phrasings that are neither training examples nor in the bench's held-out set.
const cases: [ChatIntent, string][] = [
  ['greeting', 'hello, good morning to you all'],
  ['greeting', 'bonjour à tous'],
  ['greeting', 'habari yako rafiki'],
  ['greeting', 'muraho neza nshuti yanjye'],
  ['membership', 'how can I become a member of your community?'],
  ['membership', 'je voudrais créer un compte et devenir membre'],
  ['membership', 'ninataka kuwa mwanachama wa jumuiya yenu'],
  ['membership', 'ndashaka kwiyandikisha nkaba umunyamuryango'],
  ['hire-us', 'could your team develop a website for our business?'],
  ['hire-us', "j'ai besoin d'une application pour mon entreprise"],
  ['hire-us', 'tunataka kuajiri wasanidi wenu'],
  ['hire-us', 'dushaka ko mudukorera urubuga'],
  ['projects', 'can you show me the projects of the hub?'],
  ['projects', 'je veux voir la liste de vos projets'],
  ['projects', 'nionyeshe orodha ya miradi yenu'],
  ['projects', 'ndashaka kureba imishinga mwakoze'],
  ['services', 'which services does your team offer?'],
  ['services', 'quels services offre votre équipe ?'],
  ['services', 'mnatoa huduma zipi?'],
  ['services', 'ni serivisi ki mutanga?'],
  ['location', 'where exactly is your office located?'],
  ['location', 'où est situé le hub exactement ?'],
  ['location', 'ofisi ya hub iko wapi?'],
  ['location', 'ibiro bya hub biri he?'],
  ['contact', 'what is the email address to contact you?'],
  ['contact', 'quel est votre e-mail de contact ?'],
  ['contact', 'nipe namba ya simu ya hub'],
  ['contact', 'mumpe nimero ya telefone ya hub'],
  ['resources', 'where can I find the learning resources?'],
  ['resources', 'où trouver les ressources et tutoriels ?'],
  ['resources', 'rasilimali za kujifunzia ziko wapi?'],
  ['resources', 'ibikoresho byo kwiga mubibona he?'],
  ['goodbye', 'goodbye and have a nice day'],
  ['goodbye', 'au revoir et bonne nuit'],
  ['goodbye', 'kwaheri rafiki, tutaonana'],
  ['goodbye', 'murabeho, mugire ijoro ryiza'],
];

describe('intent classifier (nlp.js)', () => {
  let classifier: IntentClassifier;
  beforeAll(async () => {
    classifier = await getClassifier();
  });

  it.each(cases)('classifies as %s: %s', async (intent, message) => {
    const result = await classifier.classify(message);
    expect(result.intent).toBe(intent);
    expect(result.confidence).toBeGreaterThanOrEqual(CONFIDENCE_THRESHOLD);
    expect(result.confidence).toBeLessThanOrEqual(1);
  });

  it.each(['qwzx vbnm plkj', '1234 5678', 'what is the weather going to be on Saturday?'])(
    'falls back on off-topic or unknown text: %s',
    async (message) => {
      const result = await classifier.classify(message);
      expect(result.intent).toBe('fallback');
    },
  );

  it('trains once per process', () => {
    expect(getClassifier()).toBe(getClassifier());
  });
});

describe('trainClassifier', () => {
  const tiny = (examples: Record<string, string[]>): IntentData[] =>
    Object.entries(examples).map(([intent, en]) => ({
      intent: intent as ChatIntent,
      examples: { en, fr: [], sw: [], rw: [] },
      answers: { en: intent, fr: '', sw: '', rw: '' },
    }));

  it('answers fallback when the best guess is below the confidence threshold', async () => {
    // Three intents that share every word: the model cannot be sure of any of them.
    const same = ['hub people', 'people hub'];
    const classifier = await trainClassifier(tiny({ greeting: same, goodbye: same, projects: same }));
    // (An exact training example would be matched by nlp.js's stem dictionary with score 1.)
    const result = await classifier.classify('people');
    expect(result.intent).toBe('fallback');
    expect(result.confidence).toBeGreaterThan(0.5);
  });

  it('learns from the data it is given', async () => {
    const classifier = await trainClassifier(
      tiny({ greeting: ['hello', 'hi there', 'good morning'], goodbye: ['bye', 'see you', 'good night'] }),
    );
    expect((await classifier.classify('hello')).intent).toBe('greeting');
    expect((await classifier.classify('bye bye')).intent).toBe('goodbye');
  });
});
