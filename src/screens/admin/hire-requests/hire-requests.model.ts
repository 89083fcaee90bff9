import type { Inquiry } from '@contracts/inquiries';

/**
 * The /hire-requests queue's model pieces shared by the jsdom suite (tests/machines/hire-requests.test.tsx) and the
 * browser paths (tests/e2e/hire-requests-model.e2e.ts): the snapshot they read and what tells states apart.
 */
export type QueueContext = {
  page: number;
  pageSize: number;
  total: number;
  items: Inquiry[];
  filters: { status?: string };
  error: string | undefined;
};
export type QueueSnapshot = { value: unknown; context: QueueContext };

/** Only what the screen shows tells states apart (items matter only once loaded). */
export function serializeQueueState(snapshot: QueueSnapshot): string {
  const { page, total, filters, items } = snapshot.context;
  const shown = snapshot.value === 'loaded' ? items.map((item) => `${item.id}:${item.status}`) : [];
  return JSON.stringify([snapshot.value, page, total, filters, shown]);
}
