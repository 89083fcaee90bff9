import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionUser } from '@machines/session.machine';
import { Link, useRouter } from '@tanstack/react-router';
import { Icon } from '@/components/ui/icon';
import { MenuButton } from '@/components/ui/menu-button';
import { loadCatalogs } from '@/i18n/catalogs';
import { roleLabel } from '@/shared/auth/role-label';
import { MemberSearch } from './member-search';
import * as css from './member-shell.css';
import type { MemberShellLogic } from './member-shell.logic';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const bell = (
  <Icon>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);
const mail = (
  <Icon>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </Icon>
);
const person = (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

/** 'Signed in as ada@example.org (member)'. */
function SignedInAs({ email, role: accountRole }: { email: string; role: string }) {
  const { i18n } = useLingui();
  const role = roleLabel(i18n, accountRole);
  return (
    <Trans>
      Signed in as <strong>{email}</strong> ({role})
    </Trans>
  );
}

/**
 * The member area's header: the search, the bell (to /notifications), the mail (to /hub-channel) and the
 * profile menu (Edit Profile, Logout).
 */
export function MemberHeader({
  search,
  user,
  onLogout,
}: {
  search: MemberShellLogic['search'];
  /** Who is signed in (the session's user). */
  user: SessionUser | null;
  onLogout: () => void;
}) {
  const router = useRouter();
  const { t } = useLingui();
  return (
    <header className={css.header}>
      <MemberSearch logic={search} />
      <div className={css.actions}>
        {user && (
          <p className={css.who}>
            <SignedInAs email={user.email} role={user.role} />
          </p>
        )}
        <Link to="/notifications" className={css.iconLink} aria-label={t`Notifications`}>
          {bell}
        </Link>
        <Link to="/hub-channel" className={css.iconLink} aria-label={t`Messages`}>
          {mail}
        </Link>
        <MenuButton
          id="member-profile-menu"
          label={t`Profile`}
          icon={person}
          items={[
            {
              label: t`Edit Profile`,
              onSelect: () => void router.navigate({ to: '/dashboard/edit-profile' }),
            },
            { label: t`Logout`, onSelect: onLogout },
          ]}
        />
      </div>
    </header>
  );
}
