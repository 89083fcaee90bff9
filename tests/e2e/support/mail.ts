import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text of the message (headers and parts, quoted-printable undone). */
  text: string;
}

/** Quoted-printable undone on a message read byte for byte (latin1), then read as the UTF-8 it is. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?Votre_code?=`, `=?UTF-8?B?…?=`) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * The messages the started product wrote to DATA_DIR/mail, oldest first. `dataDir` is the browser tests'
 * server's unless given (a bench starts a server of its own, outside vitest).
 */
export function readOutbox(dataDir: string = inject('dataDir')): OutboxMail[] {
  const dir = join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'latin1');
    // A long header is folded onto the next lines (each starting with white space).
    const header = (name: string) =>
      decodeHeader(new RegExp(`^${name}: (.*(?:\r?\n[ \t].*)*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '');
    return { file, to: header('To'), subject: header('Subject'), text: decodeQuotedPrintable(raw) };
  });
}
