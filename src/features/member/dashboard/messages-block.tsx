import { Link } from '@tanstack/react-router';
import * as css from './dashboard.css';

/**
 * Messages: the hub channel's latest messages once the channel's endpoint exists; until then its empty
 * state, with 'View all' to /hub-channel.
 */
export function MessagesBlock() {
  return (
    <section className={css.block} aria-labelledby="dashboard-messages">
      <div className={css.blockBar}>
        <h2 id="dashboard-messages" className={css.blockTitle}>
          Messages
        </h2>
        <Link to={'/hub-channel' as never} aria-label="View all messages">
          View all
        </Link>
      </div>
      <p className={css.muted}>No messages yet.</p>
    </section>
  );
}
