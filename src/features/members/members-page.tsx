import type { Member } from '@contracts/members';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useEffect } from 'react';
import { button } from '@/components/ui/button';
import { container, section } from '@/components/ui/layout.css';
import { inspect } from '@/lib/inspect';
import * as css from './members.css';
import { membersPagerLogic } from './members-pager.logic';

/**
 * /members: the banner, one page of member cards from the API and the numbered pages. The page number
 * comes from the URL (`?page=`); a change of it is sent to the pager machine, which fetches again.
 */
export function MembersPage({
  page,
  logic = membersPagerLogic,
}: {
  page: number;
  logic?: typeof membersPagerLogic;
}) {
  const [snapshot, send] = useActor(logic, { input: { page }, inspect });

  useEffect(() => {
    send({ type: 'page.goto', page });
  }, [page, send]);

  const { members, totalPages, error } = snapshot.context;
  const showPager = !snapshot.matches('failed') && totalPages > 1;

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
          {snapshot.hasTag('busy') && (
            <p role="status" className={css.status}>
              Loading members...
            </p>
          )}
          {snapshot.matches('failed') && (
            <div className={css.errorBox}>
              <p role="alert" className={css.error}>
                {error}
              </p>
              <button
                type="button"
                className={button({ tone: 'outline', size: 'sm' })}
                onClick={() => send({ type: 'members.retry' })}
              >
                Try again
              </button>
            </div>
          )}
          {snapshot.matches('loaded') &&
            (members.length > 0 ? (
              <ul className={css.grid}>
                {members.map((member) => (
                  <MemberCard key={member.id} member={member} />
                ))}
              </ul>
            ) : (
              <p className={css.status}>There are no members on this page.</p>
            ))}
          {showPager && <Pager page={snapshot.context.page} totalPages={totalPages} />}
        </div>
      </section>
    </>
  );
}

function MemberCard({ member }: { member: Member }) {
  return (
    <li className={css.card}>
      <img
        className={css.photo}
        src={member.imageUrl}
        alt=""
        width={120}
        height={120}
        loading="lazy"
        decoding="async"
      />
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

function Pager({ page, totalPages }: { page: number; totalPages: number }) {
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav className={css.pager} aria-label="Members pages">
      <ul className={css.pagerList}>
        {pages.map((number) => (
          <li key={number}>
            <Link
              to="/members"
              search={{ page: number }}
              className={css.pageLink}
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
            >
              {number}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
