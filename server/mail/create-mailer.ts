import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { createLogger, type Logger } from '../logger';
import { makePrivateDirAsync, PRIVATE_FILE_MODE } from '../private-files';
import type { Mailer, MailMessage } from './mailer';
import { outboxDir } from './outbox';

type MailerConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/**
 * With SMTP_URL: real SMTP. Without it: every message becomes an `.eml` file (0600) under `<DATA_DIR>/mail/` (0700).
 * Either way one log line per message (recipient and subject), never the body.
 */
export function createMailer(config: MailerConfig, logger: Logger = createLogger()): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom, logger)
    : createFileMailer(config, logger);
}

function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      assertHeaderSafe(message);
      await transport.sendMail({ from, ...message });
      logger.info({ to: message.to, subject: message.subject }, '[mail] sent');
    },
  };
}

function createFileMailer(config: MailerConfig, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(config.dataDir);
  return {
    async send(message) {
      assertHeaderSafe(message);
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      // Mails hold sign-in codes and reset links: the folder is 0700 and each file 0600.
      await makePrivateDirAsync(dir);
      await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      logger.info(
        { to: message.to, subject: message.subject, file: path.relative(process.cwd(), file) },
        '[mail] written',
      );
    },
  };
}

/** Defence in depth against header injection: routes reject CR/LF first, the mailer refuses it too. */
function assertHeaderSafe(message: MailMessage): void {
  if (/[\r\n]/.test(message.to) || /[\r\n]/.test(message.subject)) {
    throw new Error('Mail header fields must not contain line breaks');
  }
}
