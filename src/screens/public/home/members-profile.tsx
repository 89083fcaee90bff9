import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import { container, sectionAlt, sectionTitle } from '@/components/ui/layout.css';
import { landingMembers } from '@/content/landing-members';
import * as css from './home.css';

/** 'Hub Members Profile': the three sample cards and the way to all members. */
export function MembersProfile() {
  return (
    <section className={sectionAlt} aria-labelledby="members-profile-title">
      <div className={container}>
        <h2 id="members-profile-title" className={sectionTitle}>
          Hub Members Profile
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
              <ul className={css.chips} aria-label={`${member.name}'s skills`}>
                {member.skills.map((skill) => (
                  <li key={skill} className={css.chip}>
                    {skill}
                  </li>
                ))}
              </ul>
              <p className={css.muted}>
                {member.projects} projects · member since {member.joinedYear}
              </p>
              <div className={css.cardFooter}>
                <Link
                  to="/members/$id"
                  params={{ id: member.id }}
                  className={button({ tone: 'primary', size: 'sm' })}
                  aria-label={`View Full Profile of ${member.name}`}
                >
                  View Full Profile
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <div className={css.centre}>
          <Link to="/members" className={button({ tone: 'outline' })}>
            View All Members
          </Link>
        </div>
      </div>
    </section>
  );
}
