import { messagingMessages } from '@contracts/messaging';
import { useLingui } from '@lingui/react/macro';
import { pageCountOf } from '@machines/collection.machine';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { TextField } from '@/components/ui/text-field';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import type { MemberPickerLogic } from './member-picker.logic';
import * as css from './messaging.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** 'Start a conversation': a searchable, paged list of the members one may message. */
export function MemberPicker({ logic, onPicked }: { logic: MemberPickerLogic; onPicked: () => void }) {
  const [snapshot, send] = useActor(logic, { input: { filters: { q: '' } }, inspect });
  const { items, filters, error } = snapshot.context;
  const { t } = useLingui();
  const text = useSourceText();
  return (
    <div className={css.pane}>
      <TextField
        id="member-search"
        label={t`Search members`}
        value={filters.q}
        onChange={(q) => send({ type: 'filters.change', filters: { q } })}
      />
      <LoadStatus
        state={loadStateOf(snapshot)}
        loadingText={t`Loading members…`}
        emptyText={t`No members match.`}
        error={text(error ?? messagingMessages.membersFailed)}
        onRetry={() => send({ type: 'collection.retry' })}
      />
      {snapshot.matches('loaded') && (
        <ul className={css.memberList} aria-label={t`Members`}>
          {items.map((member) => (
            <li key={member.id}>
              <Link
                to="/messages/$id"
                params={{ id: member.accountId }}
                className={css.conversationLink}
                onClick={onPicked}
              >
                <span className={css.conversationName}>{member.name}</span>
                {member.online && <span className={css.online}>{text(messagingMessages.onlineNow)}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager
        label={t`Member pages`}
        variant="prevNext"
        page={snapshot.context.page}
        pageCount={pageCountOf(snapshot.context)}
        onGoto={(page) => send({ type: 'page.goto', page })}
      />
    </div>
  );
}
