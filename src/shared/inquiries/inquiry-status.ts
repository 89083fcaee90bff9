import type { StatusTone } from '@/components/ui/badge';

/** Approved is green, Rejected red, anything else yellow (taken as pending). */
export function statusTone(status: string): StatusTone {
  if (status === 'Approved') return 'success';
  if (status === 'Rejected') return 'danger';
  return 'warning';
}
