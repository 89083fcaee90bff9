import type { projectFormMachine } from '@machines/project-form.machine';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import * as form from '@/components/ui/form.css';
import { ImagePicker } from '@/components/ui/image-picker';
import { SaveActions } from '@/components/ui/save-actions';
import { TextField } from '@/components/ui/text-field';

export interface ProjectFormProps {
  snapshot: SnapshotFrom<typeof projectFormMachine>;
  send: (event: EventFrom<typeof projectFormMachine>) => void;
}

/**
 * The project form (spec "New project form"): title, description, owner, owner role, link, owner image and
 * project image, Cancel and Save; while saving a progress bar and 'Saving...'. Driven by the project form
 * machine; the admin area shows it in a dialog, the member area on its own page.
 */
export function ProjectForm({ snapshot, send }: ProjectFormProps) {
  const saving = snapshot.hasTag('busy');
  const { values, images, fieldErrors, error, item: project } = snapshot.context;
  const text = (
    field: keyof typeof values,
    label: string,
    extra: { required?: boolean; multiline?: boolean; type?: 'url' } = {},
  ) => (
    <TextField
      id={`project-${field}`}
      label={label}
      value={values[field]}
      error={fieldErrors[field]}
      disabled={saving}
      {...extra}
      onChange={(value) => send({ type: 'field.change', field, value })}
    />
  );
  return (
    <form
      id="project-form"
      className={form.form}
      noValidate
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      {text('title', 'Title', { required: true })}
      {text('description', 'Description', { required: true, multiline: true })}
      {text('owner', 'Owner')}
      {text('ownerRole', 'Owner role')}
      {text('link', 'Link', { type: 'url' })}
      <ImagePicker
        id="project-ownerImage"
        label="Owner image"
        file={images.ownerImage}
        currentUrl={project?.ownerImage}
        error={fieldErrors.ownerImage}
        disabled={saving}
        onChoose={(file) => send({ type: 'image.choose', field: 'ownerImage', file })}
      />
      <ImagePicker
        id="project-image"
        label="Project image"
        file={images.image}
        currentUrl={project?.image}
        error={fieldErrors.image}
        disabled={saving}
        onChoose={(file) => send({ type: 'image.choose', field: 'image', file })}
      />
      <SaveActions
        saving={saving}
        progressLabel="Saving the project"
        error={error}
        onCancel={() => send({ type: 'form.cancel' })}
      />
    </form>
  );
}

export const focusFirstProjectError = focusFirstInvalid('project-form');
