import { contact, socialLinks } from '@contracts/contact';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import { container } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './site-footer.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={css.footer}>
      <div className={container}>
        <div className={css.grid}>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={css.heading}>
              <Trans>Work with the hub</Trans>
            </h2>
            <p className={css.muted}>
              <Trans>
                A student-led innovation hub of young full-stack developers in Rwanda, building software for
                clients across Africa and beyond.
              </Trans>
            </p>
            <Link to="/hire-us" className={button({ tone: 'accent' })}>
              <Trans>Hire Us</Trans>
            </Link>
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={css.heading}>
              <Trans>Contact</Trans>
            </h2>
            <ul className={css.list}>
              <li>{contact.location}</li>
              <li>
                <a className={css.link} href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </li>
              <li>
                <a className={css.link} href={contact.phoneHref}>
                  {contact.phone}
                </a>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={css.heading}>
              <Trans>Follow us</Trans>
            </h2>
            <ul className={css.list}>
              {socialLinks.map((social) => (
                <li key={social.label}>
                  <a className={css.link} href={social.href} target="_blank" rel="noopener noreferrer">
                    {social.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <p className={css.bottom}>
          <Trans>© {year} Hub. Built by young developers in Africa.</Trans>
        </p>
      </div>
    </footer>
  );
}
