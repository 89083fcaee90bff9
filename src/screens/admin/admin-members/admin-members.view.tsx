import type { AdminUser } from '@contracts/admin-users';
import { type UserRole, userRoles } from '@contracts/users';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageCountOf } from '@machines/collection.machine';
import { useActor } from '@xstate/react';
import type { FormEvent } from 'react';
import { StatusBadge } from '@/components/ui/badge';
import { DismissibleError } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { visuallyHidden } from '@/components/ui/layout.css';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { ScreenStopped, useScreenParts } from '@/components/ui/screen-parts';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import { usePagePath } from '@/lib/use-page-path';
import { initialsOf } from '@/shared/admin/format';
import { RoleName } from '@/shared/auth/role-label';
import * as css from './admin-members.css';
import { type AdminMembersLogic, adminMembersLogic } from './admin-members.logic';
import { selectBusyMemberId } from './admin-members.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const fullName = (user: AdminUser) => `${user.first_name} ${user.last_name}`.trim() || user.email;

const columns: readonly Column<AdminUser>[] = [
  {
    key: 'name',
    header: <Trans>Name</Trans>,
    cell: (user) => (
      <span className={css.person}>
        <span className={css.avatar} aria-hidden="true">
          {initialsOf(user.first_name, user.last_name)}
        </span>
        {fullName(user)}
      </span>
    ),
  },
  { key: 'email', header: <Trans>Email</Trans>, cell: (user) => user.email },
  { key: 'role', header: <Trans>Role</Trans>, cell: (user) => <RoleName role={user.role} /> },
  {
    key: 'requested',
    header: <Trans>Requested role</Trans>,
    cell: (user) => (user.requested_role ? <RoleName role={user.requested_role} /> : '—'),
  },
  {
    key: 'verified',
    header: <Trans>Verified</Trans>,
    cell: (user) =>
      user.verified ? (
        <StatusBadge tone="success">
          <Trans>Verified</Trans>
        </StatusBadge>
      ) : (
        <StatusBadge tone="info">
          <Trans>Not verified</Trans>
        </StatusBadge>
      ),
  },
  {
    key: 'disabled',
    header: <Trans>Disabled</Trans>,
    cell: (user) =>
      user.disabled ? (
        <StatusBadge tone="danger">
          <Trans>Disabled</Trans>
        </StatusBadge>
      ) : (
        <StatusBadge tone="success">
          <Trans>Active</Trans>
        </StatusBadge>
      ),
  },
];

/**
 * /Admin-members: every account, 4 a page with numbered pages; an administrator grants a role (the one
 * requested at sign-up is preselected) or disables / enables an account. The server's refusal (the last
 * active Admin) is shown in a red banner. One screen machine (admin-members.machine.ts) runs both parts and
 * turns a row's button into the change; this view reads and sends.
 */
export function AdminMembersView({ logic = adminMembersLogic }: { logic?: AdminMembersLogic }) {
  const { t } = useLingui();
  const text = useSourceText();
  const [snapshot, send] = useActor(logic, { inspect });
  const parts = useScreenParts(snapshot.children, ['memberTable', 'accountUpdate']);
  const action = usePagePath();

  if (!parts)
    return (
      <section className={css.page} aria-labelledby="admin-members-title">
        <h1 id="admin-members-title" tabIndex={-1} className={css.title}>
          <Trans>Members</Trans>
        </h1>
        <ScreenStopped />
      </section>
    );
  const { memberTable, accountUpdate } = parts.refs;
  const { memberTable: members, accountUpdate: update } = parts.snapshots;

  const busyId = selectBusyMemberId(snapshot);

  function grantRole(user: AdminUser, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const role = new FormData(event.currentTarget).get('role') as UserRole;
    send({ type: 'member.grantRole', user, role });
  }

  const actions = (user: AdminUser) => (
    <>
      <form className={css.grant} method="post" action={action} onSubmit={(event) => grantRole(user, event)}>
        <label htmlFor={`role-${user.id}`} className={visuallyHidden}>
          {t`Role for ${fullName(user)}`}
        </label>
        <select
          id={`role-${user.id}`}
          name="role"
          className={css.select}
          defaultValue={user.requested_role ?? user.role}
          disabled={busyId === user.id}
        >
          {userRoles.map((role) => (
            <option key={role} value={role}>
              <RoleName role={role} />
            </option>
          ))}
        </select>
        <button
          type="submit"
          className={button({ tone: 'primary', size: 'sm' })}
          disabled={busyId === user.id}
        >
          <Trans>Grant role</Trans>
        </button>
      </form>
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        disabled={busyId === user.id}
        onClick={() => send({ type: 'member.toggleDisabled', user })}
      >
        {user.disabled ? t`Enable ${fullName(user)}` : t`Disable ${fullName(user)}`}
      </button>
    </>
  );

  const state = loadStateOf(members);
  return (
    <section className={css.page} aria-labelledby="admin-members-title">
      <title>{t`Members · Hub Admin`}</title>
      <h1 id="admin-members-title" tabIndex={-1} className={css.title}>
        <Trans>Members</Trans>
      </h1>
      {update.matches('failed') && (
        <DismissibleError
          message={update.context.error && text(update.context.error)}
          onDismiss={() => accountUpdate.send({ type: 'update.dismiss' })}
        />
      )}
      {state === 'failed' ? (
        <LoadStatus
          state={state}
          loadingText={t`Loading members...`}
          error={members.context.error && text(members.context.error)}
          onRetry={() => memberTable.send({ type: 'collection.retry' })}
        />
      ) : (
        <DataTable
          caption={t`Accounts`}
          columns={columns}
          rows={members.context.items}
          rowKey={(user) => user.id}
          loading={state === 'loading'}
          loadingText={t`Loading members...`}
          emptyText={t`No accounts yet.`}
          actions={actions}
        />
      )}
      {state !== 'failed' && (
        <Pager
          label={t`Members pages`}
          variant="numbered"
          page={members.context.page}
          pageCount={pageCountOf(members.context)}
          onGoto={(page) => memberTable.send({ type: 'page.goto', page })}
        />
      )}
    </section>
  );
}
