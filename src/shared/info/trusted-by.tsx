import { container, section } from '@/components/ui/layout.css';
import { trustedBy } from '@/content/trusted-by';
import * as css from './info.css';

/** The 'Trusted by' logo strip. */
export function TrustedBy() {
  return (
    <section className={section} aria-labelledby="trusted-by-title">
      <div className={container}>
        <h2 id="trusted-by-title" className={css.stripTitle}>
          Trusted by
        </h2>
        <ul className={css.logoStrip}>
          {trustedBy.map((partner) => (
            <li key={partner.name}>
              <img
                className={css.logo}
                src={partner.logo}
                alt={partner.name}
                width={160}
                height={48}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
