import { createFileRoute } from '@tanstack/react-router';
import { DirectMessagesView } from '@/screens/member/direct-messages/direct-messages.view';

export const Route = createFileRoute('/_member/messages/$id')({
  component: DirectMessagesRoute,
});

function DirectMessagesRoute() {
  const { id } = Route.useParams();
  return <DirectMessagesView partnerId={id} />;
}
