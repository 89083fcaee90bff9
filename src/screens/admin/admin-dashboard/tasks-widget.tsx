import type { Task } from '@contracts/tasks';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import { Banner } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import * as form from '@/components/ui/form.css';
import { SubmitForm } from '@/components/ui/submit-form';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import * as css from './admin-dashboard.css';
import type { TasksEvent, tasksMachine } from './tasks.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * 'Tasks': the admin's to-do list. Add a task (what was typed stays when adding fails), tick one done or
 * open again, delete one; each change is stored before it shows.
 */
export function TasksWidget({
  snapshot,
  send,
}: {
  snapshot: SnapshotFrom<typeof tasksMachine>;
  send: (event: TasksEvent) => void;
}) {
  const text = useSourceText();
  const busy = snapshot.hasTag('busy');
  const { tasks, total, error, actionError } = snapshot.context;
  const shown = tasks.length;
  return (
    <section className={css.panel} aria-labelledby="tasks-title" aria-busy={busy}>
      <h2 id="tasks-title" className={css.panelTitle}>
        <Trans>Tasks</Trans>
      </h2>
      {snapshot.matches('loading') && (
        <p role="status" className={css.status}>
          <Trans>Loading tasks...</Trans>
        </p>
      )}
      {snapshot.matches('failed') && (
        <div className={css.messageRow}>
          <p role="alert" className={css.error}>
            {error && text(error)}
          </p>
          <button
            type="button"
            className={button({ tone: 'outline', size: 'sm' })}
            onClick={() => send({ type: 'tasks.retry' })}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {snapshot.matches('ready') && (
        <>
          <AddTaskForm snapshot={snapshot} send={send} />
          {actionError && (
            <Banner
              tone="error"
              action={
                <button
                  type="button"
                  className={button({ tone: 'outline', size: 'sm' })}
                  onClick={() => send({ type: 'error.dismiss' })}
                >
                  <Trans>Dismiss</Trans>
                </button>
              }
            >
              {text(actionError)}
            </Banner>
          )}
          {tasks.length === 0 ? (
            <p className={css.status}>
              <Trans>No tasks yet.</Trans>
            </p>
          ) : (
            <ul className={css.widgetList}>
              {tasks.map((task) => (
                <TaskItem key={task.id} task={task} busy={busy} send={send} />
              ))}
            </ul>
          )}
          {total > tasks.length && (
            <p className={css.status}>
              <Trans>
                Showing the {shown} newest of {total} tasks.
              </Trans>
            </p>
          )}
        </>
      )}
    </section>
  );
}

function AddTaskForm({
  snapshot,
  send,
}: {
  snapshot: SnapshotFrom<typeof tasksMachine>;
  send: (event: TasksEvent) => void;
}) {
  const { t } = useLingui();
  const text = useSourceText();
  const adding = snapshot.matches({ ready: 'adding' });
  const { draft, draftError } = snapshot.context;
  return (
    <SubmitForm className={css.addRow} onSubmit={() => send({ type: 'task.add' })}>
      <label className={form.field}>
        <span className={form.label}>
          <Trans>New task</Trans>
        </span>
        <input
          className={form.input}
          name="title"
          value={draft}
          readOnly={adding}
          aria-invalid={draftError !== undefined}
          aria-describedby={draftError ? 'task-draft-error' : undefined}
          onChange={(event) => send({ type: 'draft.change', value: event.target.value })}
        />
      </label>
      <button
        type="submit"
        className={button({ tone: 'primary', size: 'sm' })}
        disabled={snapshot.hasTag('busy')}
      >
        {adding ? t`Adding...` : t`Add`}
      </button>
      {draftError && (
        <p id="task-draft-error" role="alert" className={form.fieldError}>
          {text(draftError)}
        </p>
      )}
    </SubmitForm>
  );
}

function TaskItem({ task, busy, send }: { task: Task; busy: boolean; send: (event: TasksEvent) => void }) {
  const { t } = useLingui();
  return (
    <li className={css.taskItem}>
      <label className={css.taskLabel}>
        <input
          type="checkbox"
          className={form.checkbox}
          checked={task.done}
          disabled={busy}
          onChange={() => send({ type: 'task.toggle', id: task.id })}
        />
        <span className={task.done ? css.taskDone : undefined}>{task.title}</span>
      </label>
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        aria-label={t`Delete task: ${task.title}`}
        disabled={busy}
        onClick={() => send({ type: 'task.delete', id: task.id })}
      >
        <Trans>Delete</Trans>
      </button>
    </li>
  );
}
