import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The shipped list (server-only; never bundled for the browser): server/data/common-passwords.txt. */
export const commonPasswordsFile = fileURLToPath(new URL('../data/common-passwords.txt', import.meta.url));

let list: Set<string> | undefined;

/** The lowercased entries of the shipped list, loaded once. */
export function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    readFileSync(commonPasswordsFile, 'utf8')
      .split(/\r?\n/)
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return list;
}

/** Case-insensitive membership in the common-password list (ASVS 6.2.4). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
