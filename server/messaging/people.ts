import { and, eq, inArray, isNull } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Queryable } from '../uploads/store';

/** What a message shows of its author: the account id, a display name and the name's colour. */
export interface Person {
  accountId: string;
  name: string;
  colour: string;
}

/** Name colours, readable on the light message list (spec: a channel message has a `color`). */
const nameColours = [
  '#1d4ed8',
  '#b91c1c',
  '#047857',
  '#7c3aed',
  '#c2410c',
  '#0e7490',
  '#be185d',
  '#4d7c0f',
] as const;

/** The same colour for one account everywhere (a hash of its id). */
export function colourOf(accountId: string): string {
  let hash = 0;
  for (const char of accountId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return nameColours[hash % nameColours.length] ?? nameColours[0];
}

/** First and last name; the e-mail's local part when the account has no name. */
export function displayName(account: { firstName: string; lastName: string; email: string }): string {
  const name = `${account.firstName} ${account.lastName}`.trim();
  return name || (account.email.split('@')[0] ?? account.email);
}

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** An account (a database row or the session's user) as a message author. */
export function toPerson(row: { id: string; firstName: string; lastName: string; email: string }): Person {
  return { accountId: row.id, name: displayName(row), colour: colourOf(row.id) };
}

/** The people behind `ids` (disabled accounts included: their old messages still show their name). */
export async function peopleByIds(db: Queryable, ids: readonly string[]): Promise<Map<string, Person>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(personColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, toPerson(row)]));
}

/** An account one may message: it exists and is not disabled; null otherwise. */
export async function activePerson(db: Queryable, accountId: string): Promise<Person | null> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.id, accountId), isNull(users.disabledAt)))
    .limit(1);
  return row ? toPerson(row) : null;
}

/** A stand-in for an author whose account is gone (never expected: messages cascade with accounts). */
export function unknownPerson(accountId: string): Person {
  return { accountId, name: 'Former member', colour: colourOf(accountId) };
}
