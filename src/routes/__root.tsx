import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/layout/not-found-page';
import { SiteLayout } from '@/features/layout/site-layout';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
