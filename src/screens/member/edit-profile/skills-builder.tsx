import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { button } from '@/components/ui/button';
import * as form from '@/components/ui/form.css';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import * as css from './edit-profile.css';
import type { skillsBuilderMachine } from './skills-builder.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export interface SkillsBuilderProps {
  /** The screen's builder child (it tells the screen each change of its list). */
  builder: ActorRefFrom<typeof skillsBuilderMachine>;
  disabled: boolean;
}

/** Enter in a builder field must not submit the whole profile form. */
const keepEnter = (event: KeyboardEvent<HTMLElement>, then?: () => void) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  then?.();
};

/**
 * The skills builder: Skill name, Technologies (Add technology or Enter), Proficiency (%), 'Add
 * skill'; the skills added so far with Remove; the refusal or the 4-skill alert announced.
 */
export function SkillsBuilder({ builder, disabled }: SkillsBuilderProps) {
  const { t } = useLingui();
  const text = useSourceText();
  const { skills, draft, error } = useSelector(builder, (snapshot) => snapshot.context);
  return (
    <fieldset className={css.fieldset} disabled={disabled}>
      <legend className={css.legend}>
        <Trans>Skills</Trans>
      </legend>
      {skills.length > 0 && (
        <ul className={css.skills} aria-label={t`Your skills`}>
          {skills.map(({ name, ...skill }, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skills have no id and their rows hold no state of their own
            <li key={index} className={css.skill}>
              <span>
                <strong>{name}</strong> ({skill.percent}%): {skill.technologies.join(', ')}
              </span>
              <button
                type="button"
                className={button({ tone: 'outline', size: 'sm' })}
                aria-label={t`Remove skill ${name}`}
                onClick={() => builder.send({ type: 'skill.remove', index })}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={form.field}>
        <label htmlFor="skill-name" className={form.label}>
          <Trans>Skill name</Trans>
        </label>
        <input
          id="skill-name"
          className={form.input}
          value={draft.name}
          onChange={(event) =>
            builder.send({ type: 'draft.change', field: 'name', value: event.target.value })
          }
          onKeyDown={(event) => keepEnter(event)}
        />
      </div>
      <div className={form.field}>
        <label htmlFor="skill-technology" className={form.label}>
          <Trans>Technologies</Trans>
        </label>
        <div className={css.row}>
          <input
            id="skill-technology"
            className={form.input}
            value={draft.technology}
            onChange={(event) =>
              builder.send({ type: 'draft.change', field: 'technology', value: event.target.value })
            }
            onKeyDown={(event) => keepEnter(event, () => builder.send({ type: 'technology.add' }))}
          />
          <button
            type="button"
            className={button({ tone: 'outline', size: 'sm' })}
            onClick={() => builder.send({ type: 'technology.add' })}
          >
            <Trans>Add technology</Trans>
          </button>
        </div>
        {draft.technologies.length > 0 && (
          <ul className={css.chips} aria-label={t`Technologies of this skill`}>
            {draft.technologies.map((technology, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: technologies have no id and their chips hold no state
              <li key={index} className={css.chip}>
                {technology}
                <button
                  type="button"
                  className={button({ tone: 'outline', size: 'sm' })}
                  aria-label={t`Remove technology ${technology}`}
                  onClick={() => builder.send({ type: 'technology.remove', index })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={form.field}>
        <label htmlFor="skill-percent" className={form.label}>
          <Trans>Proficiency (%)</Trans>
        </label>
        <input
          id="skill-percent"
          type="number"
          min={0}
          max={100}
          step={1}
          className={form.input}
          value={draft.percent}
          onChange={(event) =>
            builder.send({ type: 'draft.change', field: 'percent', value: event.target.value })
          }
          onKeyDown={(event) => keepEnter(event)}
        />
      </div>
      {error && (
        <p role="alert" className={form.fieldError}>
          {text(error)}
        </p>
      )}
      <div>
        <button
          type="button"
          className={button({ tone: 'primary', size: 'sm' })}
          onClick={() => builder.send({ type: 'skill.add' })}
        >
          <Trans>Add skill</Trans>
        </button>
      </div>
    </fieldset>
  );
}
