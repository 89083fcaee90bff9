import { createFileRoute } from '@tanstack/react-router';
import { ChatView } from '@/screens/public/chat/chat.view';

export const Route = createFileRoute('/_public/chatcard')({
  component: ChatView,
});
