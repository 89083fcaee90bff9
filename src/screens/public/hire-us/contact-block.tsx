import { contact } from '@contracts/contact';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { container, sectionAlt } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './hire-us.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** "Let's talk" / "Get in touch": where the hub is, how to reach it, and the inquiry form (its children). */
export function ContactBlock({ children }: { children: ReactNode }) {
  return (
    <section id="contact" className={sectionAlt} aria-labelledby="contact-title">
      <div className={`${container} ${css.contactGrid}`}>
        <div>
          <p className={css.eyebrow}>
            <Trans>Let's talk</Trans>
          </p>
          <h2 id="contact-title" className={css.contactTitle}>
            <Trans>Get in touch</Trans>
          </h2>
          <p>
            <Trans>Tell us about your project and we will get back to you within two working days.</Trans>
          </p>
          <ul className={css.contactList}>
            <li className={css.contactItem}>
              <span className={css.contactLabel}>
                <Trans>Location</Trans>
              </span>
              {contact.location}
            </li>
            <li className={css.contactItem}>
              <span className={css.contactLabel}>
                <Trans>Email</Trans>
              </span>
              <a className={css.contactLink} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </li>
            <li className={css.contactItem}>
              <span className={css.contactLabel}>
                <Trans>Telephone</Trans>
              </span>
              <a className={css.contactLink} href={contact.phoneHref}>
                {contact.phone}
              </a>
            </li>
          </ul>
        </div>
        {children}
      </div>
    </section>
  );
}
