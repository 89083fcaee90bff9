import argon2 from 'argon2';

/** OWASP Password Storage Cheat Sheet's argon2id minimum: m=19456 KiB, t=2, p=1 (ASVS 11.4.2). */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The same password typed on another keyboard or system may arrive composed (é) or decomposed (e + ´):
 * both are hashed and checked in Unicode NFC (NIST SP 800-63B §5.1.1.2). Nothing else is changed.
 */
const normalized = (password: string) => password.normalize('NFC');

/** argon2id with a fresh random salt (the package draws 16 bytes per call). Never trims or truncates. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(normalized(password), ARGON2_OPTIONS);
}

// Verified against when the account does not exist (or has no password), so unknown e-mails cost the
// same time as wrong passwords. Computed once, lazily, with the same parameters as real hashes.
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= argon2.hash(`dummy-${Math.random()}-${Date.now()}`, ARGON2_OPTIONS);
  return dummyHash;
}

/**
 * True only when `storedHash` is a hash of `password`. With no stored hash it still runs one full argon2
 * verification (against a dummy hash) and answers false, so timing does not reveal whether an account exists.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await argon2.verify(await getDummyHash(), normalized(password)).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(storedHash, normalized(password));
  } catch {
    return false;
  }
}
