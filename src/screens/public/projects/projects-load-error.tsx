import { projectMessages } from '@contracts/projects';
import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { Banner } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { container, section } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** /projects when its loader could not read the projects: why, and Try again (the loader runs again). */
export function ProjectsLoadError() {
  const router = useRouter();
  const text = useSourceText();
  return (
    <section className={section} aria-labelledby="projects-error-title">
      <div className={container}>
        <h1 id="projects-error-title">
          <Trans>Projects</Trans>
        </h1>
        <Banner
          tone="error"
          action={
            <button
              type="button"
              className={button({ tone: 'primary' })}
              onClick={() => void router.invalidate()}
            >
              <Trans>Try again</Trans>
            </button>
          }
        >
          {text(projectMessages.fetchFailed)}
        </Banner>
      </div>
    </section>
  );
}
