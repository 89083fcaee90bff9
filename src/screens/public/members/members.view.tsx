import type { Member } from '@contracts/members';
import type { Page } from '@contracts/paging';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useEffect } from 'react';
import { container, section } from '@/components/ui/layout.css';
import { PagedList } from '@/components/ui/paged-list';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import * as css from './members.css';
import { type MembersLogic, membersLogic } from './members.logic';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * /members: the banner, one page of member cards from the API and the numbered pages, links to `?page=N`
 * that work before the scripts run. `initial` is the page the prerendered HTML carries (`initialPage`, when
 * it is not the address's: a page link followed before the scripts ran): shown at once, then fetched again
 * quietly, and the address's page follows. One screen machine
 * (members.machine.ts), the grid itself, loads and pages it; this view reads and sends.
 */
export function MembersView({
  page,
  initial,
  initialPage = page,
  logic = membersLogic,
}: {
  page: number;
  initial?: Page<Member> | undefined;
  initialPage?: number | undefined;
  logic?: MembersLogic;
}) {
  const { t } = useLingui();
  const text = useSourceText();
  const [grid, send] = useActor(logic, { input: { page: initialPage, initial }, inspect });

  // The page is the address bar's (a page link, Back, a shared link), which only the router sees: each
  // change of it is forwarded; the machine ignores the page it already shows.
  useEffect(() => {
    send({ type: 'page.goto', page });
  }, [page, send]);

  return (
    <>
      <title>{t`Members · Hub`}</title>
      <section className={css.banner} aria-labelledby="members-title">
        <div className={container}>
          <h1 id="members-title" className={css.bannerTitle}>
            <Trans>Hub Members</Trans>
          </h1>
          <p className={css.bannerText}>
            <Trans>
              Meet the developers, designers and analysts who learn and build together at the hub.
            </Trans>
          </p>
        </div>
      </section>

      <section className={section} aria-label={t`Member profiles`}>
        <div className={container}>
          <PagedList
            list={grid}
            loadingText={t`Loading members...`}
            emptyText={t`There are no members on this page.`}
            error={grid.context.error && text(grid.context.error)}
            onRetry={() => send({ type: 'collection.retry' })}
            retryLabel={t`Try again`}
            items={(members) => (
              <ul className={css.grid}>
                {members.map((member) => (
                  <MemberCard key={member.id} member={member} />
                ))}
              </ul>
            )}
            pager={{
              label: t`Members pages`,
              variant: 'numbered',
              pageLink: (number) => ({ to: '/members', search: { page: number } }),
            }}
          />
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
