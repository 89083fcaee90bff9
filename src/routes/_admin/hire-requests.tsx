import { createFileRoute } from '@tanstack/react-router';
import { InquiryQueuePage } from '@/features/admin/inquiries/inquiry-queue-page';

export const Route = createFileRoute('/_admin/hire-requests')({
  component: InquiryQueuePage,
});
