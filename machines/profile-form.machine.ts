import { failureMessage } from '@contracts/failure-message';
import type { Member } from '@contracts/members';
import {
  ProfileRequest,
  type ProfileRequestInput,
  profileMessages,
  type SkillInput,
} from '@contracts/profile';
import * as v from 'valibot';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * The member profile registration form at /dashboard/edit-profile: loads the saved profile (none yet: an
 * empty form), checks the required fields (Full Name, Role/Position, Bio, Degree, Institution) and the URL
 * fields, and saves with PUT /api/members/me: the record /members and /members/{id} show. The skills come
 * from the skills builder (`skills.change`). A failed save keeps every field and says why.
 */
export const profileFields = [
  'name',
  'role',
  'bio',
  'imageUrl',
  'linkedin',
  'github',
  'twitter',
  'telegram',
  'degree',
  'institution',
  'educationDescription',
  'educationImageUrl',
] as const;
export type ProfileField = (typeof profileFields)[number];
export type ProfileValues = Record<ProfileField, string>;

export const profileFormTexts = {
  saved: 'Your member information is saved.',
} as const;

export interface ProfileFormContext {
  values: ProfileValues;
  skills: SkillInput[];
  /** The rule each field breaks, shown under it. */
  fieldErrors: Partial<Record<ProfileField, string>>;
  /** Why the last load or save failed. */
  error: string | undefined;
  /** The member has no public profile yet (the first save creates it). */
  isNew: boolean;
  /** The last save went through (cleared by the next change). */
  saved: boolean;
}

export type ProfileFormEvent =
  | { type: 'field.change'; field: ProfileField; value: string }
  | { type: 'skills.change'; skills: SkillInput[] }
  | { type: 'form.submit' }
  | { type: 'profile.retry' };

const emptyValues = Object.fromEntries(profileFields.map((field) => [field, ''])) as ProfileValues;

/** The form's values of a stored profile, or an empty form. */
export function profileValuesOf(member: Member | undefined): ProfileValues {
  if (!member) return emptyValues;
  const { contacts, education } = member;
  return {
    name: member.name,
    role: member.role,
    bio: member.bio,
    imageUrl: member.imageUrl,
    ...contacts,
    degree: education.degree,
    institution: education.institution,
    educationDescription: education.description,
    educationImageUrl: education.imageUrl,
  };
}

/** The PUT body of the form's values and skills. */
export function profileRequestOf(values: ProfileValues, skills: SkillInput[]): ProfileRequestInput {
  return {
    name: values.name,
    role: values.role,
    bio: values.bio,
    imageUrl: values.imageUrl,
    contacts: {
      linkedin: values.linkedin,
      github: values.github,
      twitter: values.twitter,
      telegram: values.telegram,
    },
    education: {
      degree: values.degree,
      institution: values.institution,
      description: values.educationDescription,
      imageUrl: values.educationImageUrl,
    },
    skills,
  };
}

/** The field of a request path ('education.degree' → degree, 'contacts.github' → github). */
const fieldOfPath: Record<string, ProfileField> = {
  'education.description': 'educationDescription',
  'education.imageUrl': 'educationImageUrl',
};
function fieldOf(path: string): ProfileField | undefined {
  const mapped = fieldOfPath[path] ?? path.replace(/^(contacts|education)\./, '');
  return (profileFields as readonly string[]).includes(mapped) ? (mapped as ProfileField) : undefined;
}

/** The contract's rules as one message per field (the first each breaks). */
export function profileFieldErrors(values: ProfileValues): ProfileFormContext['fieldErrors'] {
  const result = v.safeParse(ProfileRequest, profileRequestOf(values, []));
  if (result.success) return {};
  const errors: ProfileFormContext['fieldErrors'] = {};
  for (const issue of result.issues) {
    const field = fieldOf(v.getDotPath(issue) ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const loadFailed = {
  http: profileMessages.fetchFailed,
  network: profileMessages.fetchFailed,
  unexpected: profileMessages.fetchFailed,
};
const saveFailed = {
  http: profileMessages.saveFailed,
  network: profileMessages.saveFailed,
  unexpected: profileMessages.saveFailed,
};

export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
  },
  actors: {
    fetchProfile: fromPromise<Member | undefined>(async () => {
      throw new Error('fetchProfile is provided by the app');
    }),
    saveProfile: fromPromise<Member, ProfileRequest>(async () => {
      throw new Error('saveProfile is provided by the app');
    }),
  },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(profileFieldErrors(context.values)).length > 0,
  },
  actions: {
    assignProfile: assign((_, { member }: { member: Member | undefined }) => ({
      values: profileValuesOf(member),
      skills: member?.skills ?? [],
      isNew: member === undefined,
      error: undefined,
    })),
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const { [event.field]: _, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors, saved: false };
    }),
    assignSkills: assign(({ event }) => {
      assertEvent(event, 'skills.change');
      return { skills: event.skills, saved: false };
    }),
    assignFieldErrors: assign({
      fieldErrors: ({ context }) => profileFieldErrors(context.values),
      error: undefined,
      saved: false,
    }),
    assignLoadError: assign({
      error: (_, { error }: { error: unknown }) => failureMessage(error, loadFailed),
    }),
    assignSaveError: assign({
      error: (_, { error }: { error: unknown }) => failureMessage(error, saveFailed),
    }),
    assignSaved: assign((_, { member }: { member: Member }) => ({
      values: profileValuesOf(member),
      skills: member.skills,
      isNew: false,
      error: undefined,
      saved: true,
    })),
    /** The screen moves focus to the first field in error (provided by the view). */
    focusFirstError: () => {},
  },
}).createMachine({
  id: 'profileForm',
  description: 'Load the member profile, edit it, check it, save it with PUT /api/members/me.',
  context: {
    values: emptyValues,
    skills: [],
    fieldErrors: {},
    error: undefined,
    isNew: false,
    saved: false,
  },
  initial: 'loading',
  states: {
    loading: {
      description: "'Loading your profile...' in place of the form.",
      tags: ['busy'],
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        onDone: {
          target: 'editing',
          actions: { type: 'assignProfile', params: ({ event }) => ({ member: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: "'Failed to load your profile' with a way to try again.",
      on: { 'profile.retry': { target: 'loading' } },
    },
    editing: {
      description: 'The form with the saved values (or empty), field errors, the last save outcome.',
      on: {
        'field.change': { actions: 'assignValue' },
        'skills.change': { actions: 'assignSkills' },
        'form.submit': [
          { guard: 'hasFieldErrors', actions: ['assignFieldErrors', 'focusFirstError'] },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      description: "'Confirming Profile...': the profile is on its way; the fields are locked.",
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => v.parse(ProfileRequest, profileRequestOf(context.values, context.skills)),
        onDone: {
          target: 'editing',
          actions: { type: 'assignSaved', params: ({ event }) => ({ member: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'assignSaveError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
