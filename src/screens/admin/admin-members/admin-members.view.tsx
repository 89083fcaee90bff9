import type { AdminUser } from '@contracts/admin-users';
import { commonFailureTexts } from '@contracts/failure-message';
import { type UserRole, userRoles } from '@contracts/users';
import { pageCountOf } from '@machines/collection.machine';
import { useActor, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { StatusBadge } from '@/components/ui/badge';
import { DismissibleError } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { visuallyHidden } from '@/components/ui/layout.css';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { inspect } from '@/lib/inspect';
import { usePagePath } from '@/lib/use-page-path';
import { initialsOf } from '@/shared/admin/format';
import * as css from './admin-members.css';
import { type AdminMembersLogic, adminMembersLogic } from './admin-members.logic';

const fullName = (user: AdminUser) => `${user.first_name} ${user.last_name}`.trim() || user.email;

const yesNo = (value: boolean, yes: string, no: string) => (
  <StatusBadge tone={value ? 'success' : 'info'}>{value ? yes : no}</StatusBadge>
);

const columns: readonly Column<AdminUser>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (user) => (
      <span className={css.person}>
        <span className={css.avatar} aria-hidden="true">
          {initialsOf(user.first_name, user.last_name)}
        </span>
        {fullName(user)}
      </span>
    ),
  },
  { key: 'email', header: 'Email', cell: (user) => user.email },
  { key: 'role', header: 'Role', cell: (user) => user.role },
  { key: 'requested', header: 'Requested role', cell: (user) => user.requested_role ?? '—' },
  { key: 'verified', header: 'Verified', cell: (user) => yesNo(user.verified, 'Verified', 'Not verified') },
  {
    key: 'disabled',
    header: 'Disabled',
    cell: (user) =>
      user.disabled ? (
        <StatusBadge tone="danger">Disabled</StatusBadge>
      ) : (
        <StatusBadge tone="success">Active</StatusBadge>
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
  const [snapshot, send] = useActor(logic, { inspect });
  const { memberTable, accountUpdate } = snapshot.children;
  const members = useSelector(memberTable, (child) => child);
  const update = useSelector(accountUpdate, (child) => child);
  const action = usePagePath();

  if (!members || !update)
    return (
      <section className={css.page} aria-labelledby="admin-members-title">
        <h1 id="admin-members-title" tabIndex={-1} className={css.title}>
          Members
        </h1>
        <LoadStatus state="failed" loadingText="" error={commonFailureTexts.unexpected} />
      </section>
    );

  const busyId = update.hasTag('busy') ? update.context.id : undefined;

  function grantRole(user: AdminUser, event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const role = new FormData(event.currentTarget).get('role') as UserRole;
    send({ type: 'member.grantRole', user, role });
  }

  const actions = (user: AdminUser) => (
    <>
      <form className={css.grant} method="post" action={action} onSubmit={(event) => grantRole(user, event)}>
        <label htmlFor={`role-${user.id}`} className={visuallyHidden}>
          {`Role for ${fullName(user)}`}
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
              {role}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className={button({ tone: 'primary', size: 'sm' })}
          disabled={busyId === user.id}
        >
          Grant role
        </button>
      </form>
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        disabled={busyId === user.id}
        onClick={() => send({ type: 'member.toggleDisabled', user })}
      >
        {user.disabled ? `Enable ${fullName(user)}` : `Disable ${fullName(user)}`}
      </button>
    </>
  );

  const state = loadStateOf(members);
  return (
    <section className={css.page} aria-labelledby="admin-members-title">
      <title>Members · Hub Admin</title>
      <h1 id="admin-members-title" tabIndex={-1} className={css.title}>
        Members
      </h1>
      {update.matches('failed') && (
        <DismissibleError
          message={update.context.error}
          onDismiss={() => accountUpdate?.send({ type: 'update.dismiss' })}
        />
      )}
      {state === 'failed' ? (
        <LoadStatus
          state={state}
          loadingText="Loading members..."
          error={members.context.error}
          onRetry={() => memberTable?.send({ type: 'collection.retry' })}
        />
      ) : (
        <DataTable
          caption="Accounts"
          columns={columns}
          rows={members.context.items}
          rowKey={(user) => user.id}
          loading={state === 'loading'}
          loadingText="Loading members..."
          emptyText="No accounts yet."
          actions={actions}
        />
      )}
      {state !== 'failed' && (
        <Pager
          label="Members pages"
          variant="numbered"
          page={members.context.page}
          pageCount={pageCountOf(members.context)}
          onGoto={(page) => memberTable?.send({ type: 'page.goto', page })}
        />
      )}
    </section>
  );
}
