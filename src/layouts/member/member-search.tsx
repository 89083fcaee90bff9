import { memberAreaMessages, type SearchHit } from '@contracts/member-area';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import { usePagePath } from '@/lib/use-page-path';
import * as css from './member-shell.css';
import { type MemberShellLogic, memberShellLogic } from './member-shell.logic';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const listboxId = 'member-search-results';
const optionId = (index: number) => `member-search-option-${index}`;

/**
 * The header's search box (WAI-ARIA combobox with a grouped listbox): type to search resources and
 * projects, arrows move through the results, Enter or a click opens one, Escape closes the list.
 */
export function MemberSearch({ logic = memberShellLogic.search }: { logic?: MemberShellLogic['search'] }) {
  const router = useRouter();
  const action = usePagePath();
  const [snapshot, send] = useActor(
    logic.provide({
      actions: {
        openHit: (_, { hit }: { hit: SearchHit }) => {
          if (hit.href.startsWith('/')) void router.navigate({ to: hit.href as never });
          else window.open(hit.href, '_blank', 'noopener,noreferrer');
        },
      },
    }),
    { inspect },
  );
  const { t } = useLingui();
  const text = useSourceText();
  const { context } = snapshot;
  const listed = snapshot.matches('results');
  const status = snapshot.matches('searching')
    ? t`Searching…`
    : snapshot.matches('empty')
      ? text(memberAreaMessages.searchEmpty)
      : undefined;
  const alert = snapshot.matches('failed')
    ? context.error && text(context.error)
    : snapshot.matches('tooLong')
      ? text(memberAreaMessages.queryTooLong)
      : undefined;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const key = event.key;
    if ((key === 'ArrowDown' || key === 'ArrowUp') && listed) {
      event.preventDefault();
      send({ type: 'option.move', by: key === 'ArrowDown' ? 1 : -1 });
    } else if (key === 'Enter' && listed && context.active >= 0) {
      event.preventDefault();
      send({ type: 'option.choose', index: context.active });
    } else if (key === 'Escape') {
      send({ type: 'search.close' });
    }
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) send({ type: 'search.close' });
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the same landmark as <search>, which jsdom (the view tests) does not know
    <form
      role="search"
      className={css.search}
      method="post"
      action={action}
      onBlur={onBlur}
      onSubmit={(event) => event.preventDefault()}
    >
      <input
        type="search"
        role="combobox"
        className={css.searchInput}
        aria-label={text(memberAreaMessages.searchPlaceholder)}
        placeholder={text(memberAreaMessages.searchPlaceholder)}
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={listboxId}
        aria-activedescendant={listed && context.active >= 0 ? optionId(context.active) : undefined}
        aria-busy={snapshot.hasTag('busy')}
        value={context.query}
        onChange={(event) => send({ type: 'query.change', query: event.target.value })}
        onKeyDown={onKeyDown}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={t`Search results`}
        hidden={!listed}
        className={css.results}
      >
        <ResultGroup
          id="resources"
          label={t`Resources`}
          hits={context.resources}
          first={0}
          active={context.active}
          send={send}
        />
        <ResultGroup
          id="projects"
          label={t`Projects`}
          hits={context.projects}
          first={context.resources.length}
          active={context.active}
          send={send}
        />
      </div>
      <p role="status" className={status ? css.searchNote : undefined}>
        {status}
      </p>
      {alert && (
        <p role="alert" className={css.searchNote}>
          {alert}
        </p>
      )}
    </form>
  );
}

function ResultGroup({
  id,
  label,
  hits,
  first,
  active,
  send,
}: {
  /** The group's id in the listbox ('resources'). */
  id: string;
  label: string;
  hits: readonly SearchHit[];
  /** The listbox index of this group's first option. */
  first: number;
  active: number;
  send: (event: { type: 'option.choose'; index: number }) => void;
}) {
  if (hits.length === 0) return null;
  const headingId = `member-search-${id}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a listbox's option group is role=group (no fieldset inside a listbox)
    <div role="group" aria-labelledby={headingId}>
      <div id={headingId} role="presentation" className={css.groupLabel}>
        {label}
      </div>
      {hits.map((hit, offset) => (
        // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: combobox options keep focus in the box (aria-activedescendant); the box's keys choose them
        <div
          key={hit.id}
          id={optionId(first + offset)}
          role="option"
          aria-selected={active === first + offset}
          className={css.option}
          // Keeps focus in the box, so choosing does not first close the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => send({ type: 'option.choose', index: first + offset })}
        >
          <span>{hit.title}</span>
          <span className={css.optionDetail}>{hit.detail}</span>
        </div>
      ))}
    </div>
  );
}
