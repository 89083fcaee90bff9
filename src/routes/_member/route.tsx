import { createFileRoute, Outlet } from '@tanstack/react-router';
import { applyChosenLanguage } from '@/i18n/route-language';
import { MemberShell } from '@/layouts/member/member-shell';
import { accountLanguage } from '@/session/account-language';
import { requireSession } from '@/session/guards';

/** Member pages (/dashboard…, /messages/…, /hub-channel, /notifications) need a session. */
export const Route = createFileRoute('/_member')({
  // The page follows the visitor's chosen language, else the account's; the guard's answer is the route's context.
  beforeLoad: async (options) => {
    const guard = requireSession(options);
    const [, guarded] = await Promise.all([
      applyChosenLanguage({
        preload: options.preload,
        accountLanguage: async () => accountLanguage((await guard).session),
      }),
      guard,
    ]);
    return guarded;
  },
  component: MemberLayout,
});

function MemberLayout() {
  const { session } = Route.useRouteContext();
  return (
    <MemberShell session={session}>
      <Outlet />
    </MemberShell>
  );
}
