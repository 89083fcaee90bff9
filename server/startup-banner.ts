import path from 'node:path';
import type { Config } from './config';
import { shouldSeed } from './db/seed';
import { demoAccounts } from './db/seed-data/accounts';

/**
 * The few lines `npm start` ends with: where the site, the chatbot, the database and the mail are, and,
 * on the embedded demo database, the accounts to sign in with. The first line is the one scripts wait for.
 */
export function startupBanner(config: Config): string {
  const outbox = path.join(config.dataDir, 'mail');
  const lines = [
    `Hub is running on http://localhost:${config.port}`,
    `  Chatbot:   http://localhost:${config.chatbotPort}`,
    `  Database:  ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.join(config.dataDir, 'db')}`}`,
    `  Mail:      ${config.smtpUrl ? 'sent through SMTP_URL' : `written to ${outbox}/*.eml (no SMTP_URL)`}`,
  ];
  if (shouldSeed(config)) {
    const accounts = demoAccounts.map(({ role, email, password }) => `${role} ${email} / ${password}`);
    lines.push(
      `  Sign in:   ${accounts.join(', ')}`,
      `             the one-time code is in the newest file of ${outbox}`,
    );
  }
  return lines.join('\n');
}
