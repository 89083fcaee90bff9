import {
  INQUIRIES_PAGE_SIZE,
  InquiriesPageResponse,
  type Inquiry,
  type InquiryStatus,
} from '@contracts/inquiries';
import type { Page } from '@contracts/paging';
import { call } from './http';

/** GET /api/admin/hire-inquiries?page&limit[&status]: one page of the queue, newest first, and the total. */
export async function fetchInquiries({
  page,
  limit = INQUIRIES_PAGE_SIZE,
  status,
}: {
  page: number;
  limit?: number;
  status?: InquiryStatus;
}): Promise<Page<Inquiry>> {
  const searchParams = { page, limit, ...(status && { status }) };
  const body = await call(
    ({ sessionHttp }) => sessionHttp.get('admin/hire-inquiries', { searchParams }),
    InquiriesPageResponse,
  );
  return { items: body.data.inquiries, total: body.total };
}
