import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { NotFoundPage } from '@/layouts/site/not-found-page.lazy';
import { RouteFocus } from '@/layouts/site/route-focus.lazy';
import { SiteLayout } from '@/layouts/site/site-layout';
import type { RouterContext } from '@/session/router-context';

/**
 * The root renders only its area: `_public/` (site header and footer), `_member/` (dashboard shell,
 * session guard) and `_admin/` (admin shell, Admin guard) are pathless layouts, one folder each.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: PublicNotFound,
});

function Root() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <RouteFocus />
      </Suspense>
    </>
  );
}

/** An unknown address is shown inside the public site's header and footer. */
function PublicNotFound() {
  return (
    <SiteLayout>
      <NotFoundPage />
    </SiteLayout>
  );
}
