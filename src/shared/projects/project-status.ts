import type { ProjectStatus } from '@contracts/projects';
import type { StatusTone } from '@/components/ui/badge';

/** The status colours: active green, review yellow, planning blue, completed grey. */
export const projectStatusTone: Record<ProjectStatus, StatusTone> = {
  active: 'success',
  review: 'warning',
  planning: 'info',
  completed: 'neutral',
};
