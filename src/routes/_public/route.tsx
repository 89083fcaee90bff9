import { createFileRoute, Outlet } from '@tanstack/react-router';
import { applyPublicPageLanguage } from '@/i18n/route-language';
import { SiteLayout } from '@/layouts/site/site-layout';

/**
 * The public site: every page here has the site header and footer; no guard. Its language is its
 * address's (`/fr/projects`: French).
 */
export const Route = createFileRoute('/_public')({
  beforeLoad: applyPublicPageLanguage,
  component: PublicLayout,
});

function PublicLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
