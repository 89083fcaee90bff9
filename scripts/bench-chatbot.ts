import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createChatbotApp } from '@chatbot/app';
import { trainClassifier } from '@chatbot/classifier';
import { type IntentData, intents } from '@chatbot/intents';
import { normalizeText } from '@chatbot/language';
import { chatIntents, chatLanguages, PredictResponse } from '@contracts/predict';
import { serve } from '@hono/node-server';
import * as v from 'valibot';

/**
 * `npm run bench:chatbot`: scores tests/chatbot/held-out.json (messages kept out of the training data)
 * through the real HTTP service on a local port. Prints a markdown table; exits 1 when intent or
 * language accuracy is below 90 %, or when a held-out message is also a training example.
 */

const REQUIRED_ACCURACY = 0.9;
const LATENCY_ROUNDS = 3;

const HeldOut = v.object({
  messages: v.pipe(
    v.array(
      v.object({ message: v.string(), intent: v.picklist(chatIntents), language: v.picklist(chatLanguages) }),
    ),
    v.minLength(60),
  ),
});

const heldOut = v.parse(
  HeldOut,
  JSON.parse(readFileSync(new URL('../tests/chatbot/held-out.json', import.meta.url), 'utf8')),
).messages;

const training = new Set(
  intents.flatMap((item) => Object.values(item.examples).flatMap((examples) => examples.map(normalizeText))),
);
const leaked = heldOut.filter((item) => training.has(normalizeText(item.message)));
if (leaked.length > 0) {
  console.error(`Held-out messages found in the training data: ${leaked.map((i) => i.message).join(' | ')}`);
  process.exit(1);
}

// The bench sends a few hundred messages from one address: lift the per-IP limit for this run only.
const app = createChatbotApp({ siteOrigins: [], rateLimit: { limit: 1_000_000, windowMs: 60_000 } });
const trainStart = performance.now();
await app.ready;
const trainMs = performance.now() - trainStart;

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const { port } = server.address() as AddressInfo;
const url = `http://127.0.0.1:${port}/predict`;

async function predict(message: string) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message, context: [], options: {} }),
  });
  const body = v.parse(PredictResponse, await response.json());
  return { body, ms: performance.now() - started };
}

await predict('warm up'); // first request pays for JIT and connection set-up

type Row = { total: number; intentOk: number; languageOk: number };
const rows = new Map<string, Row>(
  chatLanguages.map((language) => [language, { total: 0, intentOk: 0, languageOk: 0 }]),
);
const latencies: number[] = [];
const misses: string[] = [];

for (let round = 0; round < LATENCY_ROUNDS; round += 1) {
  for (const item of heldOut) {
    const { body, ms } = await predict(item.message);
    latencies.push(ms);
    if (round > 0) continue;
    const row = rows.get(item.language)!;
    row.total += 1;
    if (body.intent === item.intent) row.intentOk += 1;
    if (body.detected_language === item.language) row.languageOk += 1;
    if (body.intent !== item.intent || body.detected_language !== item.language) {
      misses.push(
        `| ${item.message} | ${item.intent} / ${item.language} | ${body.intent} (${body.confidence}) / ${body.detected_language} |`,
      );
    }
  }
}
server.close();

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const pct = (ok: number, total: number) => `${((100 * ok) / total).toFixed(1)} %`;

const total = [...rows.values()].reduce(
  (sum, row) => ({
    total: sum.total + row.total,
    intentOk: sum.intentOk + row.intentOk,
    languageOk: sum.languageOk + row.languageOk,
  }),
  { total: 0, intentOk: 0, languageOk: 0 },
);

const lines = [
  `## Chatbot bench (${heldOut.length} held-out messages, ${intents.length} intents)`,
  '',
  '| Language | Messages | Intent accuracy | Language accuracy |',
  '|---|---:|---:|---:|',
  ...[...rows].map(
    ([language, row]) =>
      `| ${language} | ${row.total} | ${pct(row.intentOk, row.total)} | ${pct(row.languageOk, row.total)} |`,
  ),
  `| **all** | ${total.total} | **${pct(total.intentOk, total.total)}** | **${pct(total.languageOk, total.total)}** |`,
  '',
  `| Latency per message over HTTP (${latencies.length} requests) | ms |`,
  '|---|---:|',
  `| p50 | ${percentile(latencies, 50).toFixed(2)} |`,
  `| p95 | ${percentile(latencies, 95).toFixed(2)} |`,
  `| p99 | ${percentile(latencies, 99).toFixed(2)} |`,
  `| max | ${Math.max(...latencies).toFixed(2)} |`,
  `| model training at start | ${trainMs.toFixed(0)} |`,
];
if (misses.length > 0) {
  lines.push('', '| Missed message | Expected intent / language | Got |', '|---|---|---|', ...misses);
}
console.log(lines.join('\n'));

// Informational: how well the model generalises inside its own data (every 5th example held back in turn).
const FOLDS = 5;
let cvOk = 0;
let cvTotal = 0;
for (let fold = 0; fold < FOLDS; fold += 1) {
  const keep = (_: string, index: number) => index % FOLDS !== fold;
  const trainingPart: IntentData[] = intents.map((item) => ({
    ...item,
    examples: {
      en: item.examples.en.filter(keep),
      fr: item.examples.fr.filter(keep),
      sw: item.examples.sw.filter(keep),
      rw: item.examples.rw.filter(keep),
    },
  }));
  const model = await trainClassifier(trainingPart);
  for (const item of intents) {
    for (const examples of Object.values(item.examples)) {
      for (const [index, example] of examples.entries()) {
        if (keep(example, index)) continue;
        cvTotal += 1;
        if ((await model.classify(example)).intent === item.intent) cvOk += 1;
      }
    }
  }
}
console.log(
  `\nInformational: ${FOLDS}-fold cross-validation on the ${cvTotal} training examples: ${pct(cvOk, cvTotal)} intent accuracy.`,
);

const intentAccuracy = total.intentOk / total.total;
const languageAccuracy = total.languageOk / total.total;
if (intentAccuracy < REQUIRED_ACCURACY || languageAccuracy < REQUIRED_ACCURACY) {
  console.error(`\nFAIL: intent and language accuracy must each be at least ${REQUIRED_ACCURACY * 100} %.`);
  process.exit(1);
}
console.log(`\nPASS: both accuracies are at least ${REQUIRED_ACCURACY * 100} %.`);
