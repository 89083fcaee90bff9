import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/layout/not-found-page';
import { SiteLayout } from '@/features/layout/site-layout';
import type { RouterContext } from '@/session/router-context';

/**
 * The root renders only its area: `_public/` (site header and footer), `_member/` (dashboard shell,
 * session guard) and `_admin/` (admin shell, Admin guard) are pathless layouts, one folder each.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: PublicNotFound,
});

/** An unknown address is shown inside the public site's header and footer. */
function PublicNotFound() {
  return (
    <SiteLayout>
      <NotFoundPage />
    </SiteLayout>
  );
}
