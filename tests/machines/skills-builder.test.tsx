import { profileMessages } from '@contracts/profile';
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { type AnyActorRef, createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { SkillsBuilder } from '@/screens/member/edit-profile/skills-builder';
import { type Skill, skillsBuilderMachine } from '@/screens/member/edit-profile/skills-builder.machine';
import { skillsBuilderMessages } from '../fixtures/spec-messages';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof skillsBuilderMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const saved = (count: number): Skill[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `Saved ${index + 1}`,
    technologies: ['TypeScript'],
    percent: 50 + index,
  }));

/**
 * From an empty list every rule of the draft is walked (no name, a blank technology ignored, no
 * technology, no percent, percent 0, then a whole skill, removed again); from 3 saved skills the fourth
 * fills the list and a fifth gives the alert; removing one opens it again.
 */
function eventsFor(snapshot: Snap): ModelEvent[] {
  const { skills, error } = snapshot.context;
  if (snapshot.matches('full'))
    return error
      ? [{ type: 'skill.remove', index: 0 }]
      : [{ type: 'skill.add' }, { type: 'skill.remove', index: 3 }];
  if (skills.length === 1) return [{ type: 'skill.remove', index: 0 }];
  return skills.length === 0 ? exploringSteps(snapshot) : happySteps(snapshot);
}

/** The shortest way to a whole skill. */
function happySteps({ context: { draft } }: Snap): ModelEvent[] {
  if (draft.name === '') return [{ type: 'draft.change', field: 'name', value: 'Frontend' }];
  if (draft.technologies.length === 0 && draft.technology === '')
    return [{ type: 'draft.change', field: 'technology', value: '  React  ' }];
  if (draft.technology !== '') return [{ type: 'technology.add', via: 'enter' }];
  if (draft.percent !== '80') return [{ type: 'draft.change', field: 'percent', value: '80' }];
  return [{ type: 'skill.add' }];
}

/** Each rule refused once before the draft is made whole. */
function exploringSteps({ context: { draft, error } }: Snap): ModelEvent[] {
  const refuse = error ? [] : [{ type: 'skill.add' }];
  if (draft.name === '') return [...refuse, { type: 'draft.change', field: 'name', value: 'Frontend' }];
  if (draft.technology === '   ') return [{ type: 'technology.add', via: 'button' }];
  if (draft.technology !== '') return [{ type: 'technology.add', via: 'enter' }];
  if (draft.technologies.length === 0)
    return [
      ...refuse,
      { type: 'draft.change', field: 'technology', value: '   ' },
      { type: 'draft.change', field: 'technology', value: '  React  ' },
    ];
  if (draft.percent === '')
    return [
      ...refuse,
      { type: 'technology.remove', index: 0 },
      { type: 'draft.change', field: 'percent', value: '0' },
    ];
  if (draft.percent === '0') return [...refuse, { type: 'draft.change', field: 'percent', value: '80' }];
  return [{ type: 'skill.add' }];
}

const skillRows = () => {
  const list = screen.queryByRole('list', { name: 'Your skills' });
  return list ? within(list).getAllByRole('listitem') : [];
};

function expectBuilder(snapshot: Snap) {
  const { skills, draft, error } = snapshot.context;
  expect(skillRows().map((row) => row.textContent)).toEqual(
    skills.map((skill) => `${skill.name} (${skill.percent}%): ${skill.technologies.join(', ')}Remove`),
  );
  expect((screen.getByLabelText('Skill name') as HTMLInputElement).value).toBe(draft.name);
  expect((screen.getByLabelText('Technologies') as HTMLInputElement).value).toBe(draft.technology);
  expect((screen.getByLabelText('Proficiency (%)') as HTMLInputElement).value).toBe(draft.percent);
  const chips = screen.queryByRole('list', { name: 'Technologies of this skill' });
  expect(
    chips
      ? within(chips)
          .getAllByRole('listitem')
          .map((chip) => chip.firstChild?.textContent)
      : [],
  ).toEqual(draft.technologies);
  expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(error ? [error] : []);
  expect(screen.getByRole('button', { name: 'Add skill' })).toBeTruthy();
}

const states: StateAssertions = {
  start: () => {
    throw new Error('start decides at once and is never shown');
  },
  open: (snapshot) => {
    expectBuilder(snapshot as Snap);
    expect((snapshot as Snap).context.skills.length).toBeLessThan(4);
  },
  full: (snapshot) => {
    expectBuilder(snapshot as Snap);
    expect(skillRows()).toHaveLength(4);
    const { error } = (snapshot as Snap).context;
    if (error) expect(screen.getByRole('alert').textContent).toBe(profileMessages.tooManySkills);
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
let changes: Skill[][] = [];
let builder: AnyActorRef | undefined;

const labels = { name: 'Skill name', technology: 'Technologies', percent: 'Proficiency (%)' } as const;

const executors: EventExecutors = {
  'draft.change': async (event) => {
    const { field, value } = event as ModelEvent & { field: keyof typeof labels; value: string };
    await user.clear(screen.getByLabelText(labels[field]));
    await user.type(screen.getByLabelText(labels[field]), value);
  },
  'technology.add': async (event) => {
    if ((event as ModelEvent & { via: string }).via === 'enter') {
      await user.click(screen.getByLabelText('Technologies'));
      await user.keyboard('{Enter}');
    } else {
      await user.click(screen.getByRole('button', { name: 'Add technology' }));
    }
  },
  'technology.remove': (event) => {
    const chips = within(screen.getByRole('list', { name: 'Technologies of this skill' }));
    const index = (event as ModelEvent & { index: number }).index;
    return user.click(chips.getAllByRole('button')[index]!);
  },
  'skill.add': () => user.click(screen.getByRole('button', { name: 'Add skill' })),
  'skill.remove': (event) =>
    user.click(within(skillRows()[(event as ModelEvent & { index: number }).index]!).getByRole('button')),
};

modelSuite(skillsBuilderMachine, {
  title: 'skills builder machine on /dashboard/edit-profile',
  eventsFor: eventsFor as never,
  inputs: [
    { label: 'no skills yet', input: { skills: [] } },
    { label: 'three saved skills', input: { skills: saved(3) } },
    { label: 'four saved skills', input: { skills: saved(4) } },
  ],
  serializeState: (snapshot) => {
    const { context } = snapshot as Snap;
    return JSON.stringify([snapshot.value, context.skills.length, context.draft, context.error]);
  },
  states,
  executors,
  render: async ({ input }) => {
    changes = [];
    builder?.stop();
    // The screen runs the builder as its child and hears each change (sendParent); here the test hears it.
    const actor = createActor(
      skillsBuilderMachine.provide({
        actions: { notifySkillsChanged: (_, { skills }) => void changes.push(skills) },
      }),
      { input: input as { skills: Skill[] } },
    ).start();
    builder = actor;
    ({ user } = await renderView(
      <form
        onSubmit={() => {
          throw new Error('Enter in the builder submitted the form');
        }}
      >
        <SkillsBuilder builder={actor} disabled={false} />
      </form>,
    ));
  },
  afterWalk: ({ path }) => {
    // The form hears of every change of the list, and the last one is the list on screen.
    const changing = path.steps.filter((step) => ['skill.add', 'skill.remove'].includes(step.event.type));
    if (changing.length === 0) expect(changes).toEqual([]);
    if (changes.length > 0) expect(changes.at(-1)).toEqual((path.state.context as Snap['context']).skills);
    // Skills are stored with their technologies trimmed and blank ones ignored.
    for (const skills of changes)
      for (const skill of skills)
        expect(skill.technologies.every((tech) => tech === tech.trim() && tech !== '')).toBe(true);
  },
  messages: { catalogue: skillsBuilderMessages },
});
