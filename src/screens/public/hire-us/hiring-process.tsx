import { Trans, useLingui } from '@lingui/react/macro';
import * as heroCss from '@/components/ui/hero.css';
import { container } from '@/components/ui/layout.css';
import { hiringSteps } from '@/content/hiring-process';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './hire-us.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The hire-us page's process hero: how hiring the hub works. */
export function HiringProcess() {
  const { i18n } = useLingui();
  return (
    <section className={heroCss.hero} aria-labelledby="hire-us-title">
      <div className={container}>
        <h1 id="hire-us-title" className={css.heroTitle}>
          <Trans>Hire Us</Trans>
        </h1>
        <p className={css.heroText}>
          <Trans>
            Our full-stack developers in Rwanda build web and mobile products for clients. Here is how working
            with us goes.
          </Trans>
        </p>
        <ol className={css.steps}>
          {hiringSteps.map((step, index) => (
            <li key={step.title.id} className={css.step}>
              <span className={css.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h2 className={css.stepTitle}>{i18n._(step.title)}</h2>
              <p className={css.stepText}>{i18n._(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
