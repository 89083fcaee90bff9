import * as v from 'valibot';
import { isApiFailure } from './api-failure';
import { type Text as Descriptor, defineTexts, textsOf } from './texts';

/**
 * Requests and responses of /api/members (members list and member detail). Shared by the server, the web
 * client and the machines; DOM-free. Field names are the specification's Member entity.
 */

/** Members page size: 6. */
export const MEMBERS_PAGE_SIZE = 6;
/** The largest page a client may ask for; larger limits are clamped to it. */
export const MEMBERS_MAX_PAGE_SIZE = 24;
/** Pages beyond this are clamped to it (keeps OFFSET small whatever the query says). */
export const MEMBERS_MAX_PAGE = 10_000;

export const memberMessages = defineTexts('members', {
  notFound: 'Member not found',
  invalidId: 'Invalid member id',
  invalidQuery: 'Invalid page or limit',
  pageInvalid: 'page must be a whole number',
  limitInvalid: 'limit must be a whole number',
  fetchFailed: 'Failed to fetch members',
  invalidResponse: 'Invalid response format',
  unknown: 'Unknown error',
  detailFetchFailed: 'Failed to fetch member',
});

/**
 * The members pages' message for each failure: a non-ok answer (`httpText`: the list's text, or the detail page's), a body that is
 * not the contract, anything else. The server's own message is not shown here.
 */
export function membersErrorMessage(
  error: unknown,
  httpText: Descriptor = textsOf(memberMessages).fetchFailed,
): Descriptor {
  const texts = textsOf(memberMessages);
  if (!isApiFailure(error)) return texts.unknown;
  if (error.kind === 'http') return httpText;
  if (error.kind === 'invalid-response') return texts.invalidResponse;
  return texts.unknown;
}

/** A member id is a slug (`aline-uwase`); route matching is case-insensitive, so it is lower-cased first. */
export const MemberId = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.maxLength(80, memberMessages.invalidId),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, memberMessages.invalidId),
);

export const MemberParams = v.object({ id: MemberId });

const Text = v.string();

export const MemberEducation = v.object({
  degree: Text,
  institution: Text,
  description: Text,
  imageUrl: Text,
});

export const MemberContacts = v.object({
  linkedin: Text,
  github: Text,
  twitter: Text,
  telegram: Text,
});

export const MemberSkill = v.object({
  name: Text,
  technologies: v.array(Text),
  percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
});

export const Member = v.object({
  id: v.string(),
  name: Text,
  role: Text,
  imageUrl: Text,
  bio: Text,
  education: MemberEducation,
  contacts: MemberContacts,
  skills: v.array(MemberSkill),
});
export type Member = v.InferOutput<typeof Member>;
export type MemberSkill = v.InferOutput<typeof MemberSkill>;
export type MemberContacts = v.InferOutput<typeof MemberContacts>;

/** A whole number in a query string, clamped into [min, max]; absent → fallback. */
function clampedQueryInteger(min: number, max: number, fallback: number, message: string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d{1,12}$/, message),
      v.transform(Number),
      v.transform((value) => Math.min(max, Math.max(min, value))),
    ),
    String(fallback),
  );
}

/**
 * `GET /api/members?page&limit`. Both are optional whole numbers; page is at least 1, limit is between 1
 * and MEMBERS_MAX_PAGE_SIZE (defaults 1 and 6). Anything that is not a whole number is a 400.
 */
export const MembersQuery = v.object({
  page: clampedQueryInteger(1, MEMBERS_MAX_PAGE, 1, memberMessages.pageInvalid),
  limit: clampedQueryInteger(1, MEMBERS_MAX_PAGE_SIZE, MEMBERS_PAGE_SIZE, memberMessages.limitInvalid),
});
export type MembersQuery = v.InferOutput<typeof MembersQuery>;

/** `GET /api/members` → `{ data: { members }, totalPages }`; the client takes totalPages as 1 when absent. */
export const MembersPageResponse = v.object({
  data: v.object({ members: v.array(Member) }),
  totalPages: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
});
export type MembersPageResponse = v.InferOutput<typeof MembersPageResponse>;

/** `GET /api/members/:id` → `{ data: { member } }`, or 404 `{ message: 'Member not found' }`. */
export const MemberResponse = v.object({ data: v.object({ member: Member }) });
export type MemberResponse = v.InferOutput<typeof MemberResponse>;

/**
 * The bar of the technology at position `index` (from 0) of a skill shows the larger of 70 and
 * (skill percent − 5 × index).
 */
export function technologyLevel(skillPercent: number, index: number): number {
  return Math.max(70, skillPercent - 5 * index);
}
