import { contact } from '@contracts/contact';
import type { ReactNode } from 'react';
import { container, sectionAlt } from '@/components/ui/layout.css';
import * as css from './hire-us.css';

/** "Let's talk" / "Get in touch": where the hub is, how to reach it, and the inquiry form (its children). */
export function ContactBlock({ children }: { children: ReactNode }) {
  return (
    <section id="contact" className={sectionAlt} aria-labelledby="contact-title">
      <div className={`${container} ${css.contactGrid}`}>
        <div>
          <p className={css.eyebrow}>Let's talk</p>
          <h2 id="contact-title" className={css.contactTitle}>
            Get in touch
          </h2>
          <p>Tell us about your project and we will get back to you within two working days.</p>
          <ul className={css.contactList}>
            <li className={css.contactItem}>
              <span className={css.contactLabel}>Location</span>
              {contact.location}
            </li>
            <li className={css.contactItem}>
              <span className={css.contactLabel}>Email</span>
              <a className={css.contactLink} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </li>
            <li className={css.contactItem}>
              <span className={css.contactLabel}>Telephone</span>
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
