import { createFileRoute } from '@tanstack/react-router';
import { HireInquiryView } from '@/screens/admin/hire-inquiry/hire-inquiry.view';

export const Route = createFileRoute('/_admin/admin/hire-inquiries/$id')({
  component: InquiryDetailRoute,
});

function InquiryDetailRoute() {
  const { id } = Route.useParams();
  // A new id is a new inquiry: a fresh screen machine for it.
  return <HireInquiryView key={id} id={id} />;
}
