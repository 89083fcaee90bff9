import { MAX_SKILLS, profileMessages, SkillInput } from '@contracts/profile';
import * as v from 'valibot';
import { assertEvent, assign, setup } from 'xstate';

/**
 * The skills builder of the member profile form: a skill is a name, technologies (added by a
 * button or the Enter key, trimmed, blank ones ignored) and a nonzero percent from 0 to 100; at most 4
 * skills, a fifth gives the alert 'You can only add up to 4 skills.' Each change of the list is told to the
 * form through `notifySkillsChanged` (provided by the screen).
 */
export type Skill = SkillInput;

export const draftFields = ['name', 'technology', 'percent'] as const;
export type DraftField = (typeof draftFields)[number];

export interface SkillDraft {
  name: string;
  /** The technology being typed, not yet added. */
  technology: string;
  technologies: string[];
  /** As typed in the number field. */
  percent: string;
}

export interface SkillsBuilderContext {
  skills: Skill[];
  draft: SkillDraft;
  /** Why the last 'Add skill' was refused (a rule of the draft, or the 4-skill alert). */
  error: string | undefined;
}

export type SkillsBuilderEvent =
  | { type: 'draft.change'; field: DraftField; value: string }
  | { type: 'technology.add' }
  | { type: 'technology.remove'; index: number }
  | { type: 'skill.add' }
  | { type: 'skill.remove'; index: number };

const emptyDraft: SkillDraft = { name: '', technology: '', technologies: [], percent: '' };

/** The draft as a skill: the technology still being typed counts too (trimmed, blank ones dropped). */
function skillOf(draft: SkillDraft) {
  return v.safeParse(SkillInput, {
    name: draft.name,
    technologies: [...draft.technologies, draft.technology],
    percent: draft.percent.trim() === '' ? Number.NaN : Number(draft.percent),
  });
}

/** The first rule the draft breaks, or undefined. */
export function draftProblem(draft: SkillDraft): string | undefined {
  const result = skillOf(draft);
  return result.success ? undefined : result.issues[0].message;
}

export const skillsBuilderMachine = setup({
  types: {
    context: {} as SkillsBuilderContext,
    events: {} as SkillsBuilderEvent,
    input: {} as { skills?: Skill[] },
  },
  guards: {
    isFull: ({ context }) => context.skills.length >= MAX_SKILLS,
    isBlankTechnology: ({ context }) => context.draft.technology.trim() === '',
    hasDraftProblem: ({ context }) => draftProblem(context.draft) !== undefined,
    fillsTheList: ({ context }) => context.skills.length + 1 >= MAX_SKILLS,
  },
  actions: {
    assignDraft: assign(({ context, event }) => {
      assertEvent(event, 'draft.change');
      return { draft: { ...context.draft, [event.field]: event.value }, error: undefined };
    }),
    addTechnology: assign(({ context }) => ({
      draft: {
        ...context.draft,
        technology: '',
        technologies: [...context.draft.technologies, context.draft.technology.trim()],
      },
    })),
    clearTechnology: assign(({ context }) => ({ draft: { ...context.draft, technology: '' } })),
    removeTechnology: assign(({ context, event }) => {
      assertEvent(event, 'technology.remove');
      const technologies = context.draft.technologies.filter((_, index) => index !== event.index);
      return { draft: { ...context.draft, technologies } };
    }),
    assignDraftProblem: assign({ error: ({ context }) => draftProblem(context.draft) }),
    assignLimitAlert: assign({ error: profileMessages.tooManySkills }),
    addSkill: assign(({ context }) => {
      const result = skillOf(context.draft);
      if (!result.success) return {};
      return { skills: [...context.skills, result.output], draft: emptyDraft, error: undefined };
    }),
    removeSkill: assign(({ context, event }) => {
      assertEvent(event, 'skill.remove');
      return { skills: context.skills.filter((_, index) => index !== event.index), error: undefined };
    }),
    /** Tells the form the list changed (provided by the screen). */
    notifySkillsChanged: (_, _params: { skills: Skill[] }) => {},
  },
}).createMachine({
  id: 'skillsBuilder',
  description: 'Build up to 4 skills: name, technologies, percent; a fifth is refused with the alert.',
  context: ({ input }) => ({ skills: input.skills ?? [], draft: emptyDraft, error: undefined }),
  initial: 'start',
  on: {
    'draft.change': { actions: 'assignDraft' },
    'technology.add': [
      { guard: 'isBlankTechnology', actions: 'clearTechnology' },
      { actions: 'addTechnology' },
    ],
    'technology.remove': { actions: 'removeTechnology' },
  },
  states: {
    start: {
      description: 'Decides at once whether the saved skills already fill the list.',
      always: [{ guard: 'isFull', target: 'full' }, { target: 'open' }],
    },
    open: {
      description: "Fewer than 4 skills: 'Add skill' adds the draft when it is a whole skill.",
      on: {
        'skill.add': [
          { guard: 'hasDraftProblem', actions: 'assignDraftProblem' },
          {
            guard: 'fillsTheList',
            target: 'full',
            actions: [
              'addSkill',
              { type: 'notifySkillsChanged', params: ({ context }) => ({ skills: context.skills }) },
            ],
          },
          {
            actions: [
              'addSkill',
              { type: 'notifySkillsChanged', params: ({ context }) => ({ skills: context.skills }) },
            ],
          },
        ],
        'skill.remove': {
          actions: [
            'removeSkill',
            { type: 'notifySkillsChanged', params: ({ context }) => ({ skills: context.skills }) },
          ],
        },
      },
    },
    full: {
      description: "4 skills: 'Add skill' gives the alert 'You can only add up to 4 skills.'",
      on: {
        'skill.add': { actions: 'assignLimitAlert' },
        'skill.remove': {
          target: 'open',
          actions: [
            'removeSkill',
            { type: 'notifySkillsChanged', params: ({ context }) => ({ skills: context.skills }) },
          ],
        },
      },
    },
  },
});
