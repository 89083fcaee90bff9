import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '@/layouts/site/site-layout';

/** The public site: every page here has the site header and footer; no guard. */
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});

function PublicLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
