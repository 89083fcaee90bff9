import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import { container, sectionAlt, sectionTitle } from '@/components/ui/layout.css';
import { landingMembers } from '@/content/landing-members';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './home.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** 'Hub Members Profile': the three sample cards and the way to all members. */
export function MembersProfile() {
  const { t } = useLingui();
  return (
    <section className={sectionAlt} aria-labelledby="members-profile-title">
      <div className={container}>
        <h2 id="members-profile-title" className={sectionTitle}>
          <Trans>Hub Members Profile</Trans>
        </h2>
        <ul className={css.cards}>
          {landingMembers.map((member) => (
            <li key={member.id} className={css.card}>
              <img
                className={css.memberPhoto}
                src={member.image}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
              />
              <h3 className={css.cardTitle}>{member.name}</h3>
              <p className={css.muted}>
                {member.role} · {member.location}
              </p>
              <p className={css.muted}>{member.bio}</p>
              <ul className={css.chips} aria-label={t`${member.name}'s skills`}>
                {member.skills.map((skill) => (
                  <li key={skill} className={css.chip}>
                    {skill}
                  </li>
                ))}
              </ul>
              <p className={css.muted}>
                <Trans>
                  {member.projects} projects · member since {member.joinedYear}
                </Trans>
              </p>
              <div className={css.cardFooter}>
                <Link
                  to="/members/$id"
                  params={{ id: member.id }}
                  className={button({ tone: 'primary', size: 'sm' })}
                  aria-label={t`View Full Profile of ${member.name}`}
                >
                  <Trans>View Full Profile</Trans>
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <div className={css.centre}>
          <Link to="/members" className={button({ tone: 'outline' })}>
            <Trans>View All Members</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
