import { Trans } from '@lingui/react/macro';
import { container, section } from '@/components/ui/layout.css';
import { trustedBy } from '@/content/trusted-by';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './info.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The 'Trusted by' logo strip. */
export function TrustedBy() {
  return (
    <section className={section} aria-labelledby="trusted-by-title">
      <div className={container}>
        <h2 id="trusted-by-title" className={css.stripTitle}>
          <Trans>Trusted by</Trans>
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
