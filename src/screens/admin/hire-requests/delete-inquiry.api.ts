import { open } from '@/api/http';

/** DELETE /api/admin/hire-inquiries/:id (204). */
export async function deleteInquiry({ id }: { id: string }): Promise<void> {
  await open(({ sessionHttp }) => sessionHttp.delete(`admin/hire-inquiries/${encodeURIComponent(id)}`));
}
