import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/app/guards';

/** Member pages (/dashboard…, /messages/…, /hub-channel, /notifications) need a session. */
export const Route = createFileRoute('/_member')({
  beforeLoad: requireSession,
});
