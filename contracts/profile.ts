import * as v from 'valibot';
import { Member } from './members';
import { requiredName, visibleText } from './text-fields';
import { defineTexts } from './texts';

/**
 * The member profile registration form (it lives at /dashboard/edit-profile and creates or updates the
 * signed-in member's public profile, the same record /members and /members/{id} show):
 * `GET /api/members/me` → `{ data: { member } }` or 404 when the account has no profile yet;
 * `PUT /api/members/me` (this body) → `{ data: { member } }`.
 */
export const MAX_SKILLS = 4;
export const PROFILE_TEXT_MAX = 2_000;

export const profileMessages = defineTexts('profile', {
  // The spec's text, letter for letter.
  tooManySkills: 'You can only add up to 4 skills.',
  // Form messages (the spec gives the rules, not their texts).
  nameRequired: 'Full Name is required',
  roleRequired: 'Role/Position is required',
  bioRequired: 'Bio is required',
  degreeRequired: 'Degree is required',
  institutionRequired: 'Institution is required',
  urlInvalid: 'Please enter a valid URL (http or https)',
  skillNameRequired: 'A skill needs a name',
  skillTechnologyRequired: 'A skill needs at least one technology',
  skillPercentInvalid: 'Proficiency must be a number from 1 to 100',
  tooLong: 'A field is longer than allowed.',
  saveFailed: 'Failed to save your profile',
  fetchFailed: 'Failed to load your profile',
  noProfile: 'You have no public profile yet: fill in the form to create it.',
});

/** Prose and titles (bio, degree, institution, skill): nothing hidden (see `visibleText`). */
const text = (required: string) =>
  v.pipe(
    v.string(required),
    visibleText(),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(PROFILE_TEXT_MAX, profileMessages.tooLong),
  );

/** '' or an http(s) URL. */
const optionalUrl = v.optional(
  v.union(
    [
      v.literal(''),
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(2_000, profileMessages.tooLong),
        v.url(profileMessages.urlInvalid),
        v.regex(/^https?:\/\//i, profileMessages.urlInvalid),
      ),
    ],
    profileMessages.urlInvalid,
  ),
  '',
);

/** A skill needs a name, at least one technology (trimmed, blank ones dropped), a nonzero percent 0–100. */
export const SkillInput = v.object({
  name: text(profileMessages.skillNameRequired),
  technologies: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.maxLength(100, profileMessages.tooLong))),
    v.transform((items) => items.filter(Boolean)),
    v.minLength(1, profileMessages.skillTechnologyRequired),
    v.maxLength(20, profileMessages.tooLong),
  ),
  percent: v.pipe(
    v.number(profileMessages.skillPercentInvalid),
    v.integer(profileMessages.skillPercentInvalid),
    v.minValue(1, profileMessages.skillPercentInvalid),
    v.maxValue(100, profileMessages.skillPercentInvalid),
  ),
});
export type SkillInput = v.InferOutput<typeof SkillInput>;

/** The name and the role (a job title) are shown as the member's identity: one line, no web address. */
const identity = (required: string) =>
  requiredName(PROFILE_TEXT_MAX, { required, tooLong: profileMessages.tooLong });

export const ProfileRequest = v.object({
  name: identity(profileMessages.nameRequired),
  role: identity(profileMessages.roleRequired),
  bio: text(profileMessages.bioRequired),
  imageUrl: optionalUrl,
  contacts: v.object({
    linkedin: optionalUrl,
    github: optionalUrl,
    twitter: optionalUrl,
    telegram: optionalUrl,
  }),
  education: v.object({
    degree: text(profileMessages.degreeRequired),
    institution: text(profileMessages.institutionRequired),
    description: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(PROFILE_TEXT_MAX, profileMessages.tooLong)),
      '',
    ),
    imageUrl: optionalUrl,
  }),
  skills: v.pipe(v.array(SkillInput), v.maxLength(MAX_SKILLS, profileMessages.tooManySkills)),
});
export type ProfileRequestInput = v.InferInput<typeof ProfileRequest>;
export type ProfileRequest = v.InferOutput<typeof ProfileRequest>;

export const ProfileResponse = v.object({ data: v.object({ member: Member }) });
export type ProfileResponse = v.InferOutput<typeof ProfileResponse>;
