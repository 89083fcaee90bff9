import { createFileRoute } from '@tanstack/react-router';
import { InquiryDetailPage } from '@/features/admin/inquiries/inquiry-detail-page';

export const Route = createFileRoute('/_admin/admin/hire-inquiries/$id')({
  component: InquiryDetailRoute,
});

function InquiryDetailRoute() {
  const { id } = Route.useParams();
  // A new id is a new inquiry: a fresh machine for it.
  return <InquiryDetailPage key={id} id={id} />;
}
