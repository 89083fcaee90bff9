import { createFileRoute } from '@tanstack/react-router';
import { requireAdmin } from '@/app/guards';

/** Admin pages (/Admindashboard, /resources, /hire-requests, …) need a session of role Admin. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: requireAdmin,
});
