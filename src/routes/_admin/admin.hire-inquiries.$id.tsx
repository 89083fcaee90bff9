import { createFileRoute } from '@tanstack/react-router';
import { InquiryDetailView } from '@/screens/admin/inquiry-detail/inquiry-detail.view';

export const Route = createFileRoute('/_admin/admin/hire-inquiries/$id')({
  component: InquiryDetailRoute,
});

function InquiryDetailRoute() {
  const { id } = Route.useParams();
  // A new id is a new inquiry: a fresh screen machine for it.
  return <InquiryDetailView key={id} id={id} />;
}
