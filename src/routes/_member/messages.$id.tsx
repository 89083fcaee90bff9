import { createFileRoute } from '@tanstack/react-router';
import { DirectMessagesPage } from '@/features/messaging/direct-messages-page';

export const Route = createFileRoute('/_member/messages/$id')({
  component: DirectMessagesRoute,
});

function DirectMessagesRoute() {
  const { id } = Route.useParams();
  return <DirectMessagesPage accountId={id} />;
}
