import { isApiFailure } from '@contracts/api-failure';
import { failureText } from '@contracts/failure-message';
import type { Member } from '@contracts/members';
import { ProfileRequest, type ProfileRequestInput, profileMessages, SkillInput } from '@contracts/profile';
import { defineTexts, textsOf } from '@contracts/texts';
import {
  type DraftRestoredEvent,
  type DraftStorage,
  type DraftValues,
  draftMachine,
  draftWith,
  openDraft,
} from '@machines/draft.machine';
import {
  type FormFieldEvent,
  type FormFields,
  fieldErrorsOf,
  serverFieldErrors,
  withFieldChange,
} from '@machines/form-fields';
import { part, stoppedState } from '@machines/screen-parts';
import * as v from 'valibot';
import { assertEvent, assign, fromPromise, type PromiseActorLogic, sendParent, sendTo, setup } from 'xstate';
import { type Skill, skillsBuilderMachine } from './skills-builder.machine';

/**
 * /dashboard/edit-profile, the member profile registration form: one screen machine, the parent of the
 * skills builder. It loads the saved profile (none yet: an empty form), checks the required fields (Full
 * Name, Role/Position, Bio, Degree, Institution) and the URL fields by the profile contract, and saves with
 * PUT /api/members/me: the record /members and /members/{id} show. The skills come from the builder, which
 * tells the screen each change of its list (`skills.change`). A failed save keeps every field and says why.
 * The form and its skills are kept as a draft on the device for the signed-in account (the `draft` child,
 * machines/draft.machine.ts): a draft that differs from the saved profile is put back with a notice, 'Discard
 * draft' returns to the saved profile, a save forgets it.
 */

/** The form's fields, in its order. */
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

export const profileFormTexts = defineTexts('editProfile', {
  saved: 'Your member information is saved.',
});

export interface EditProfileContext extends FormFields<ProfileValues> {
  skills: SkillInput[];
  /** The member has no public profile yet (the first save creates it). */
  isNew: boolean;
  /** The last save went through (cleared by the next change). */
  saved: boolean;
  /** What the form started with: the saved profile (or the empty form), for 'Discard draft'. */
  start: { values: ProfileValues; skills: SkillInput[] };
  /** The signed-in account's e-mail, whose draft the form keeps; undefined: no draft. */
  account: string | undefined;
  /** When the draft put back into the form was kept (ISO time); undefined when none was. */
  restoredAt: string | undefined;
}

/** What the skills builder tells the screen (`sendParent`): its list changed. */
export type EditProfileChildEvent = { type: 'skills.change'; skills: SkillInput[] };

/** What the view sends (a field, the submit, Try again) and what the builder tells. */
export type EditProfileEvent =
  | FormFieldEvent<ProfileValues>
  | { type: 'profile.retry' }
  | { type: 'draft.discard' }
  | EditProfileChildEvent
  | DraftRestoredEvent;

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

const { contacts, education } = ProfileRequest.entries;

/** The contract's rules for each field of the form (the request nests the links and the education). */
const ProfileForm = v.object({
  name: ProfileRequest.entries.name,
  role: ProfileRequest.entries.role,
  bio: ProfileRequest.entries.bio,
  imageUrl: ProfileRequest.entries.imageUrl,
  linkedin: contacts.entries.linkedin,
  github: contacts.entries.github,
  twitter: contacts.entries.twitter,
  telegram: contacts.entries.telegram,
  degree: education.entries.degree,
  institution: education.entries.institution,
  educationDescription: education.entries.description,
  educationImageUrl: education.entries.imageUrl,
});

/** The form's field of each nested request path (the others are named alike). */
const fieldOfRequestPath: Record<string, ProfileField> = {
  'contacts.linkedin': 'linkedin',
  'contacts.github': 'github',
  'contacts.twitter': 'twitter',
  'contacts.telegram': 'telegram',
  'education.degree': 'degree',
  'education.institution': 'institution',
  'education.description': 'educationDescription',
  'education.imageUrl': 'educationImageUrl',
};

/** A failed save's answer with its field errors named by the form's fields, for `serverFieldErrors`. */
function withFormPaths(error: unknown): unknown {
  if (!isApiFailure(error) || error.kind !== 'http' || !error.errors) return error;
  const errors = error.errors.map(({ path, message }) => ({
    path: fieldOfRequestPath[path] ?? path,
    message,
  }));
  return { ...error, errors };
}

const loadFailed = {
  http: textsOf(profileMessages).fetchFailed,
  network: textsOf(profileMessages).fetchFailed,
  unexpected: textsOf(profileMessages).fetchFailed,
};
const saveFailed = {
  http: textsOf(profileMessages).saveFailed,
  network: textsOf(profileMessages).saveFailed,
  unexpected: textsOf(profileMessages).saveFailed,
};

/** The children as the screen runs them: the builder reports each change of its list to the screen. */
const children = {
  skillsBuilder: skillsBuilderMachine.provide({
    actions: {
      notifySkillsChanged: sendParent((_, { skills }: { skills: Skill[] }) => ({
        type: 'skills.change' as const,
        skills,
      })),
    },
  }),
};

/** The draft's values: the fields and the skills. */
const draftOf = (values: ProfileValues, skills: SkillInput[]): DraftValues => ({ ...values, skills });

/** A kept draft's fields and skills (what is not a field's text, or a skill list, is left as it was). */
function fromDraft(context: EditProfileContext, draft: DraftValues) {
  const values = Object.fromEntries(
    profileFields.map((field) => {
      const kept = draft[field];
      return [field, typeof kept === 'string' ? kept : context.values[field]];
    }),
  ) as ProfileValues;
  const skills = v.is(v.array(SkillInput), draft.skills) ? draft.skills : context.skills;
  return { values, skills };
}

/** The network actors (GET and PUT /api/members/me), and where drafts are kept. */
export interface EditProfileNetwork {
  fetchProfile: PromiseActorLogic<Member | undefined>;
  saveProfile: PromiseActorLogic<Member, ProfileRequest>;
  drafts?: DraftStorage;
}

export const editProfileMachine = setup({
  types: {
    context: {} as EditProfileContext,
    events: {} as EditProfileEvent,
    /** The signed-in account's e-mail: the form keeps its draft. */
    input: {} as { account?: string | undefined } | undefined,
    /** The child's id is its src: `snapshot.children.skillsBuilder` is typed. */
    children: {} as { skillsBuilder: 'skillsBuilder' },
  },
  actors: {
    ...children,
    draft: draftMachine,
    fetchProfile: fromPromise<Member | undefined>(async () => {
      throw new Error('fetchProfile is provided by the app');
    }),
    saveProfile: fromPromise<Member, ProfileRequest>(async () => {
      throw new Error('saveProfile is provided by the app');
    }),
  },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(fieldErrorsOf(ProfileForm, context.values)).length > 0,
  },
  actions: {
    assignProfile: assign((_, { member }: { member: Member | undefined }) => ({
      values: profileValuesOf(member),
      skills: member?.skills ?? [],
      start: { values: profileValuesOf(member), skills: member?.skills ?? [] },
      isNew: member === undefined,
      error: undefined,
    })),
    openDraft: sendTo('draft', ({ context }) =>
      openDraft('profile', undefined, draftOf(context.start.values, context.start.skills)),
    ),
    updateDraft: sendTo('draft', ({ context }) => ({
      type: 'draft.update' as const,
      values: draftOf(context.values, context.skills),
    })),
    forgetDraft: sendTo('draft', { type: 'draft.forget' as const }),
    assignRestored: assign(({ context, event }) => {
      assertEvent(event, 'draft.restored');
      return {
        ...fromDraft(context, event.draft.values),
        fieldErrors: {},
        saved: false,
        restoredAt: event.draft.savedAt,
      };
    }),
    assignStartValues: assign(({ context }) => ({
      values: context.start.values,
      skills: context.start.skills,
      fieldErrors: {},
      error: undefined,
      restoredAt: undefined,
    })),
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return {
        ...withFieldChange(context, event),
        saved: false,
      };
    }),
    assignSkills: assign(({ event }) => {
      assertEvent(event, 'skills.change');
      return { skills: event.skills, saved: false };
    }),
    assignFieldErrors: assign({
      fieldErrors: ({ context }) => fieldErrorsOf(ProfileForm, context.values),
      error: undefined,
      saved: false,
    }),
    assignLoadError: assign({
      error: (_, { error }: { error: unknown }) => failureText(error, loadFailed),
    }),
    assignSaveError: assign((_, { error }: { error: unknown }) => ({
      fieldErrors: serverFieldErrors(withFormPaths(error), profileFields),
      error: failureText(error, saveFailed),
    })),
    assignSaved: assign((_, { member }: { member: Member }) => ({
      values: profileValuesOf(member),
      skills: member.skills,
      start: { values: profileValuesOf(member), skills: member.skills },
      isNew: false,
      error: undefined,
      saved: true,
      restoredAt: undefined,
    })),
    /** Moves focus to the first field in error (the DOM: provided by the view). */
    focusFirstError: () => {},
  },
}).createMachine({
  id: 'editProfile',
  description: 'Load the member profile, edit it and its skills, check it, save it with PUT /api/members/me.',
  context: ({ input }) => ({
    values: emptyValues,
    skills: [],
    fieldErrors: {},
    error: undefined,
    isNew: false,
    saved: false,
    start: { values: emptyValues, skills: [] },
    account: input?.account,
    restoredAt: undefined,
  }),
  // A draft that ends or fails only means no draft: the form goes on.
  invoke: {
    id: 'draft',
    src: 'draft',
    input: ({ context }) => ({ owner: context.account }),
    onDone: {},
    onError: {},
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
          target: 'form',
          actions: [
            { type: 'assignProfile', params: ({ event }) => ({ member: event.output }) },
            'openDraft',
          ],
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
    form: {
      description:
        'The form, and the skills builder started with the saved skills (it lives as long as the form).',
      invoke: part('skillsBuilder', ({ context }: { context: EditProfileContext }) => ({
        skills: context.skills,
      })),
      initial: 'editing',
      states: {
        editing: {
          description:
            "The form with the saved values (or empty, or a restored draft's with its notice), field errors, the last save outcome.",
          on: {
            'field.change': { actions: ['assignValue', 'updateDraft'] },
            'skills.change': { actions: ['assignSkills', 'updateDraft'] },
            // The form starts again (and the skills builder with the draft's or the saved skills).
            'draft.restored': { target: '#editProfile.form', reenter: true, actions: 'assignRestored' },
            'draft.discard': {
              target: '#editProfile.form',
              reenter: true,
              actions: ['assignStartValues', 'forgetDraft'],
            },
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
              actions: [
                { type: 'assignSaved', params: ({ event }) => ({ member: event.output }) },
                'forgetDraft',
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'assignSaveError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    stopped: stoppedState,
  },
});

/** The screen with its network: the app's (edit-profile.logic.ts) or a test's. */
export function editProfileWith(network: EditProfileNetwork) {
  return editProfileMachine.provide({
    actors: {
      fetchProfile: network.fetchProfile,
      saveProfile: network.saveProfile,
      draft: draftWith(network.drafts),
    },
  });
}
