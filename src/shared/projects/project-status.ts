import type { ProjectStatus } from '@contracts/projects';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@/components/ui/badge';
import { loadCatalogs } from '@/i18n/catalogs';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The status colours: active green, review yellow, planning blue, completed grey. */
export const projectStatusTone: Record<ProjectStatus, StatusTone> = {
  active: 'success',
  review: 'warning',
  planning: 'info',
  completed: 'neutral',
};

/** The status as its badge says it (in English, the status itself). */
export const projectStatusLabel: Record<ProjectStatus, MessageDescriptor> = {
  active: msg`active`,
  review: msg`review`,
  planning: msg`planning`,
  completed: msg`completed`,
};
