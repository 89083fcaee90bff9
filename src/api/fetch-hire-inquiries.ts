import {
  HireInquiriesPageResponse,
  type HireInquiry,
  INQUIRIES_PAGE_SIZE,
  type InquiryStatus,
} from '@contracts/hire-inquiries';
import type { Page } from '@contracts/paging';
import { call } from './http';

/** GET /api/admin/hire-inquiries?page&limit[&status]: one page of the queue, newest first, and the total. */
export async function fetchHireInquiries({
  page,
  limit = INQUIRIES_PAGE_SIZE,
  status,
}: {
  page: number;
  limit?: number;
  status?: InquiryStatus;
}): Promise<Page<HireInquiry>> {
  const searchParams = { page, limit, ...(status && { status }) };
  const body = await call(
    ({ sessionHttp }) => sessionHttp.get('admin/hire-inquiries', { searchParams }),
    HireInquiriesPageResponse,
  );
  return { items: body.data.inquiries, total: body.total };
}
