import type { Member } from '@contracts/members';
import type { Page } from '@contracts/paging';
import { pageCountOf } from '@machines/collection.machine';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useEffect } from 'react';
import { container, section } from '@/components/ui/layout.css';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { inspect } from '@/lib/inspect';
import * as css from './members.css';
import { membersPagerLogic } from './members-pager.logic';

/**
 * /members: the banner, one page of member cards from the API and the numbered pages. The page number
 * comes from the URL (`?page=`); a change of it is sent to the pager (the collection machine), which
 * fetches again. `initial` is the page the prerendered HTML carries: shown at once, then fetched again quietly.
 */
export function MembersPage({
  page,
  initial,
  logic = membersPagerLogic,
}: {
  page: number;
  initial?: Page<Member>;
  logic?: typeof membersPagerLogic;
}) {
  const [snapshot, send] = useActor(logic, { input: { page, initial }, inspect });

  useEffect(() => {
    send({ type: 'page.goto', page });
  }, [page, send]);

  const { items: members, error } = snapshot.context;
  const state = loadStateOf(snapshot);

  return (
    <>
      <title>Members · Hub</title>
      <section className={css.banner} aria-labelledby="members-title">
        <div className={container}>
          <h1 id="members-title" className={css.bannerTitle}>
            Hub Members
          </h1>
          <p className={css.bannerText}>
            Meet the developers, designers and analysts who learn and build together at the hub.
          </p>
        </div>
      </section>

      <section className={section} aria-label="Member profiles">
        <div className={container}>
          <LoadStatus
            state={state}
            loadingText="Loading members..."
            emptyText="There are no members on this page."
            error={error}
            onRetry={() => send({ type: 'collection.retry' })}
          />
          {state === 'loaded' && (
            <ul className={css.grid}>
              {members.map((member) => (
                <MemberCard key={member.id} member={member} />
              ))}
            </ul>
          )}
          {!snapshot.matches('failed') && (
            <Pager
              label="Members pages"
              variant="numbered"
              page={snapshot.context.page}
              pageCount={pageCountOf(snapshot.context)}
              pageLink={(number) => ({ to: '/members', search: { page: number } })}
            />
          )}
        </div>
      </section>
    </>
  );
}

function MemberCard({ member }: { member: Member }) {
  return (
    <li className={css.card}>
      {member.imageUrl && (
        <img
          className={css.photo}
          src={member.imageUrl}
          alt=""
          width={120}
          height={120}
          loading="lazy"
          decoding="async"
        />
      )}
      <h2 className={css.name}>
        <Link to="/members/$id" params={{ id: member.id }} className={css.cardLink}>
          {member.name}
        </Link>
      </h2>
      <p className={css.role}>{member.role}</p>
      <p className={css.bio}>{member.bio}</p>
    </li>
  );
}
