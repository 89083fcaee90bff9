import {
  type dashboardProfileMachine,
  dashboardProfileMessages,
  welcomeName,
} from '@machines/dashboard-profile.machine';
import { Link } from '@tanstack/react-router';
import type { SnapshotFrom } from 'xstate';
import { button } from '@/components/ui/button';
import { LoadStatus } from '@/components/ui/load-state';
import * as css from './dashboard.css';

type ProfileSnapshot = SnapshotFrom<typeof dashboardProfileMachine>;

/** The welcome line: the member's name once known. */
export function welcomeText(snapshot: ProfileSnapshot): string {
  const { member } = snapshot.context;
  return member ? `Welcome back, ${welcomeName(member)}` : 'Welcome back';
}

/** The profile card: name, role and e-mail, 'Edit Profile' and 'Add Resource'. */
export function ProfileCard({ snapshot, onRetry }: { snapshot: ProfileSnapshot; onRetry: () => void }) {
  const { member, error } = snapshot.context;
  const state = snapshot.matches('loaded') ? 'loaded' : snapshot.matches('failed') ? 'failed' : 'loading';
  return (
    <section className={css.block} aria-labelledby="dashboard-profile">
      <h2 id="dashboard-profile" className={css.blockTitle}>
        Your profile
      </h2>
      <LoadStatus
        state={state}
        loadingText={dashboardProfileMessages.loading}
        error={error}
        onRetry={onRetry}
      />
      {member && (
        <dl className={css.muted}>
          <dt>Name</dt>
          <dd>{welcomeName(member)}</dd>
          <dt>Role</dt>
          <dd>{member.role}</dd>
          <dt>Email</dt>
          <dd>{member.email}</dd>
        </dl>
      )}
      <div className={css.actions}>
        <Link to={'/dashboard/edit-profile' as never} className={button({ tone: 'primary', size: 'sm' })}>
          Edit Profile
        </Link>
        <Link to={'/resources-room' as never} className={button({ tone: 'outline', size: 'sm' })}>
          Add Resource
        </Link>
      </div>
    </section>
  );
}
