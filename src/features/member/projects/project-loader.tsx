import type { Project } from '@contracts/projects';
import { useActor } from '@xstate/react';
import type { ReactNode } from 'react';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { inspect } from '@/lib/inspect';
import { projectDetailLogic } from './project-detail.logic';

export interface ProjectLoaderProps {
  id: string;
  logic?: typeof projectDetailLogic;
  /** What the page shows once the project is there. */
  children: (project: Project) => ReactNode;
}

/** Fetches one project ('Loading project...', or the error with 'Try again'), then renders the page with it. */
export function ProjectLoader({ id, logic = projectDetailLogic, children }: ProjectLoaderProps) {
  const [snapshot, send] = useActor(logic, { input: { id }, inspect });
  const { project, error } = snapshot.context;
  return (
    <>
      <LoadStatus
        state={loadStateOf(snapshot)}
        loadingText="Loading project..."
        error={error}
        onRetry={() => send({ type: 'project.retry' })}
      />
      {snapshot.matches('loaded') && project && children(project)}
    </>
  );
}
