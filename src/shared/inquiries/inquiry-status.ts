import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { StatusTone } from '@/components/ui/badge';
import { loadCatalogs } from '@/i18n/catalogs';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** Approved is green, Rejected red, anything else yellow (taken as pending). */
export function statusTone(status: string): StatusTone {
  if (status === 'Approved') return 'success';
  if (status === 'Rejected') return 'danger';
  return 'warning';
}

const statusLabels: Record<string, MessageDescriptor> = {
  Pending: msg`Pending`,
  Approved: msg`Approved`,
  Rejected: msg`Rejected`,
};

/** A status as the page's language names it (the stored value is English); an unknown one as stored. */
export function useStatusLabel(): (status: string) => string {
  const { i18n } = useLingui();
  return (status) => {
    const label = statusLabels[status];
    return label ? i18n._(label) : status;
  };
}
