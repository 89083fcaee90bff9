import { contact, socialLinks } from '@contracts/contact';
import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import { container } from '@/components/ui/layout.css';
import * as css from './site-footer.css';

export function SiteFooter() {
  return (
    <footer className={css.footer}>
      <div className={container}>
        <div className={css.grid}>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={css.heading}>
              Work with the hub
            </h2>
            <p className={css.muted}>
              A student-led innovation hub of young full-stack developers in Rwanda, building software for
              clients across Africa and beyond.
            </p>
            <Link to="/hire-us" className={button({ tone: 'accent' })}>
              Hire Us
            </Link>
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={css.heading}>
              Contact
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
              Follow us
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
        <p className={css.bottom}>© {new Date().getFullYear()} Hub. Built by young developers in Africa.</p>
      </div>
    </footer>
  );
}
