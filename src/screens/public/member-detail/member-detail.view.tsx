import { type Member, type MemberContacts, memberMessages, technologyLevel } from '@contracts/members';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import { container, section, sectionAlt, visuallyHidden } from '@/components/ui/layout.css';
import { technologyEmoji } from '@/content/technology-emoji';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import * as css from './member-detail.css';
import { type MemberDetailLogic, memberDetailLogic } from './member-detail.logic';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const contactLabels: { key: keyof MemberContacts; label: string }[] = [
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'github', label: 'Github' },
  { key: 'twitter', label: 'Twitter' },
  { key: 'telegram', label: 'Telegram' },
];

/**
 * /members/{id}: one member's profile from GET /api/members/:id. `initial` is the profile the prerendered
 * HTML carries: shown at once, then fetched again quietly. One screen machine (member-detail.machine.ts)
 * decides what is shown; this view reads and sends.
 */
export function MemberDetailView({
  id,
  initial,
  logic = memberDetailLogic,
}: {
  id: string;
  initial?: Member | undefined;
  logic?: MemberDetailLogic;
}) {
  const { t } = useLingui();
  const text = useSourceText();
  const [snapshot, send] = useActor(logic, { input: { id, initial }, inspect });
  const { member, error } = snapshot.context;

  if (snapshot.hasTag('profile') && member) return <MemberProfile member={member} />;

  return (
    <section className={section} aria-labelledby="member-status-title">
      <div className={`${container} ${css.centred}`}>
        {snapshot.hasTag('busy') && (
          <>
            <title>{t`Member · Hub`}</title>
            <h1 id="member-status-title" className={visuallyHidden}>
              <Trans>Member profile</Trans>
            </h1>
            <p role="status" className={css.status}>
              <Trans>Loading member...</Trans>
            </p>
          </>
        )}
        {snapshot.matches('notFound') && (
          <>
            <title>{`${text(memberMessages.notFound)} · Hub`}</title>
            <h1 id="member-status-title" className={css.heading}>
              {text(memberMessages.notFound)}
            </h1>
            <Link to="/members" className={button({ tone: 'primary' })}>
              <Trans>See all members</Trans>
            </Link>
          </>
        )}
        {snapshot.matches('failed') && (
          <>
            <title>{t`Member · Hub`}</title>
            <h1 id="member-status-title" className={visuallyHidden}>
              <Trans>Member profile</Trans>
            </h1>
            <p role="alert" className={css.error}>
              {error && text(error)}
            </p>
            <button
              type="button"
              className={button({ tone: 'outline', size: 'sm' })}
              onClick={() => send({ type: 'member.retry' })}
            >
              <Trans>Try again</Trans>
            </button>
          </>
        )}
      </div>
    </section>
  );
}

function MemberProfile({ member }: { member: Member }) {
  const { name } = member;
  return (
    <>
      <title>{`${member.name} · Hub`}</title>
      <section className={section} aria-labelledby="member-name">
        <div className={`${container} ${css.profile}`}>
          {member.imageUrl && (
            <img className={css.photo} src={member.imageUrl} alt={member.name} width={220} height={220} />
          )}
          <div>
            <h1 id="member-name" className={css.name}>
              {member.name}
            </h1>
            <p className={css.role}>{member.role}</p>
            <p className={css.bio}>{member.bio}</p>
            <Link to="/signup" className={button({ tone: 'accent' })}>
              <Trans>Learn how to become a member</Trans>
            </Link>
          </div>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="education-title">
        <div className={container}>
          <h2 id="education-title" className={css.heading}>
            <Trans>Education Background</Trans>
          </h2>
          <div className={css.education}>
            {member.education.imageUrl && (
              <img
                className={css.educationImage}
                src={member.education.imageUrl}
                alt=""
                width={240}
                height={135}
                loading="lazy"
                decoding="async"
              />
            )}
            <div>
              <h3 className={css.degree}>{member.education.degree}</h3>
              <p className={css.institution}>{member.education.institution}</p>
              <p className={css.muted}>{member.education.description}</p>
            </div>
          </div>
        </div>
      </section>

      <section className={section} aria-labelledby="contacts-title">
        <div className={container}>
          <h2 id="contacts-title" className={css.heading}>
            <Trans>Contact {name}</Trans>
          </h2>
          <ul className={css.contacts}>
            {contactLabels.map(({ key, label }) => (
              <li key={key}>
                <a
                  href={member.contacts[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={button({ tone: 'outline', size: 'sm' })}
                >
                  {label}
                  <span className={visuallyHidden}>
                    {' '}
                    <Trans>(opens in a new tab)</Trans>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="skills-title">
        <div className={container}>
          <h2 id="skills-title" className={css.heading}>
            <Trans>Skills</Trans>
          </h2>
          <ul className={css.skills}>
            {member.skills.map((skill) => (
              <li key={skill.name} className={css.skillCard}>
                <h3 className={css.skillName}>{skill.name}</h3>
                <ul className={css.technologies}>
                  {skill.technologies.map((technology, index) => {
                    const level = technologyLevel(skill.percent, index);
                    const labelId = `${member.id}-${skill.name}-${index}`.replace(/[^a-zA-Z0-9-]/g, '-');
                    return (
                      <li key={technology} className={css.technology}>
                        <span id={labelId} className={css.technologyName}>
                          <span className={css.emoji} aria-hidden="true">
                            {technologyEmoji(technology)}
                          </span>
                          {technology}
                        </span>
                        <span className={css.percent} aria-hidden="true">
                          {level}%
                        </span>
                        <progress className={css.bar} max={100} value={level} aria-labelledby={labelId}>
                          {level}%
                        </progress>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
          <div className={css.actions}>
            <Link to="/projects" className={button({ tone: 'primary' })}>
              <Trans>View more</Trans>
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
