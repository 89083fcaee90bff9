import { useLingui } from '@lingui/react/macro';
import type { projectFormMachine } from '@machines/project-form.machine';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { ImagePicker } from '@/components/ui/image-picker';
import { TextField } from '@/components/ui/text-field';
import { UploadForm, uploadFormFields } from '@/components/ui/upload-form';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export interface ProjectFormProps {
  snapshot: SnapshotFrom<typeof projectFormMachine>;
  send: (event: EventFrom<typeof projectFormMachine>) => void;
}

/**
 * The project form (spec "New project form"): title, description, owner, owner role, link, owner image and
 * project image, Cancel and Save; while saving a progress bar and 'Saving...'. Driven by the project form
 * machine; the admin area shows it in a dialog, the member area on its own page.
 */
export function ProjectForm(props: ProjectFormProps) {
  const { t } = useLingui();
  const text = useSourceText();
  const fields = uploadFormFields(props, 'project', text);
  return (
    <UploadForm fields={fields} progressLabel={t`Saving the project`}>
      <TextField {...fields.field('title')} label={t`Title`} required />
      <TextField {...fields.field('description')} label={t`Description`} required multiline />
      <TextField {...fields.field('owner')} label={t`Owner`} />
      <TextField {...fields.field('ownerRole')} label={t`Owner role`} />
      <TextField {...fields.field('link')} label={t`Link`} type="url" />
      <ImagePicker {...fields.image('ownerImage')} label={t`Owner image`} />
      <ImagePicker {...fields.image('image')} label={t`Project image`} />
    </UploadForm>
  );
}

export const focusFirstProjectError = focusFirstInvalid('project-form');
