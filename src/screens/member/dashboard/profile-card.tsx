import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { SnapshotFrom } from 'xstate';
import { button } from '@/components/ui/button';
import { LoadStatus } from '@/components/ui/load-state';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { RoleName } from '@/shared/auth/role-label';
import * as css from './dashboard.css';
import {
  type dashboardProfileMachine,
  dashboardProfileMessages,
  welcomeName,
} from './dashboard-profile.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

type ProfileSnapshot = SnapshotFrom<typeof dashboardProfileMachine>;

/** The welcome line: the member's name once known. */
export function welcomeText(snapshot: ProfileSnapshot, i18n: I18n): string {
  const { member } = snapshot.context;
  if (!member) return i18n._(msg`Welcome back`);
  const name = welcomeName(member);
  return i18n._(msg`Welcome back, ${name}`);
}

/** The profile card: name, role and e-mail, 'Edit Profile' and 'Add Resource'. */
export function ProfileCard({ snapshot, onRetry }: { snapshot: ProfileSnapshot; onRetry: () => void }) {
  const { member, error } = snapshot.context;
  const text = useSourceText();
  const state = snapshot.matches('loaded') ? 'loaded' : snapshot.matches('failed') ? 'failed' : 'loading';
  return (
    <section className={css.block} aria-labelledby="dashboard-profile">
      <h2 id="dashboard-profile" className={css.blockTitle}>
        <Trans>Your profile</Trans>
      </h2>
      <LoadStatus
        state={state}
        loadingText={text(dashboardProfileMessages.loading)}
        error={error && text(error)}
        onRetry={onRetry}
      />
      {member && (
        <dl className={css.muted}>
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>{welcomeName(member)}</dd>
          <dt>
            <Trans>Role</Trans>
          </dt>
          <dd>
            <RoleName role={member.role} />
          </dd>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd>{member.email}</dd>
        </dl>
      )}
      <div className={css.actions}>
        <Link to={'/dashboard/edit-profile' as never} className={button({ tone: 'primary', size: 'sm' })}>
          <Trans>Edit Profile</Trans>
        </Link>
        <Link to={'/resources-room' as never} className={button({ tone: 'outline', size: 'sm' })}>
          <Trans>Add Resource</Trans>
        </Link>
      </div>
    </section>
  );
}
