import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMemoryLogger } from '@server/logger';
import { createCapturedMailer } from '@server/mail/captured-mailer';
import { createMailer } from '@server/mail/create-mailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const message = {
  to: 'client@example.com',
  subject: 'Your verification link',
  text: 'Secret body text 123456',
  html: '<p>Secret body text 123456</p>',
};

describe('file mailer (no SMTP_URL)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hub-mail-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes an .eml file under <DATA_DIR>/mail and logs recipient and subject, never the body', async () => {
    const logger = createMemoryLogger();
    const mailer = createMailer(
      { dataDir, mailFrom: 'Hub <no-reply@hub.example>', smtpUrl: undefined },
      logger,
    );
    await mailer.send(message);

    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dataDir, 'mail', files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^From: Hub <no-reply@hub\.example>$/m);
    expect(eml).toMatch(/^To: client@example\.com$/m);
    expect(eml).toMatch(/^Subject: Your verification link$/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');

    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toContain('client@example.com');
    expect(logger.lines[0]).toContain('Your verification link');
    expect(logger.lines[0]).not.toContain('123456');
  });

  it('refuses line breaks in header fields', async () => {
    const mailer = createMailer(
      { dataDir, mailFrom: 'Hub <no-reply@hub.example>', smtpUrl: undefined },
      createMemoryLogger(),
    );
    await expect(mailer.send({ ...message, subject: 'Hi\r\nBcc: victim@example.com' })).rejects.toThrow();
  });
});

describe('SMTP mailer (SMTP_URL)', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message to the SMTP server', async () => {
    const logger = createMemoryLogger();
    const mailer = createMailer(
      {
        dataDir: '/nonexistent',
        mailFrom: 'Hub <no-reply@hub.example>',
        smtpUrl: `smtp://127.0.0.1:${port}`,
      },
      logger,
    );
    await mailer.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@hub.example');
    expect(received[0]?.to).toEqual(['client@example.com']);
    expect(received[0]?.data).toMatch(/^Subject: Your verification link\r?$/m);
    expect(received[0]?.data).toContain('Secret body text 123456');
    expect(logger.lines.join('\n')).not.toContain('123456');
  });
});

describe('captured mailer', () => {
  it('keeps messages for tests to read', async () => {
    const mailer = createCapturedMailer();
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });
    expect(mailer.messages).toHaveLength(2);
    expect(mailer.lastTo('CLIENT@example.com')?.subject).toBe('Second');
    mailer.clear();
    expect(mailer.messages).toEqual([]);
  });
});
