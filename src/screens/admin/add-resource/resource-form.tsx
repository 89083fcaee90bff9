import { type ResourceCategory, resourceCategories, resourceCategoryNames } from '@contracts/resources';
import { useLingui } from '@lingui/react/macro';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { ImagePicker } from '@/components/ui/image-picker';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { UploadForm, uploadFormFields } from '@/components/ui/upload-form';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import type { resourceFormMachine } from './resource-form.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export interface ResourceFormProps {
  snapshot: SnapshotFrom<typeof resourceFormMachine>;
  send: (event: EventFrom<typeof resourceFormMachine>) => void;
}

const subcategoriesOf = (category: string): readonly string[] =>
  resourceCategories[category as ResourceCategory] ?? [];

/**
 * The resource form of /add-resource: resource title, 'Upload resource icon' (with a preview), category
 * and subcategory (its options follow the category), the material's URL; Cancel and Save, while saving a
 * progress bar and 'Saving...'. Driven by the resource form machine.
 */
export function ResourceForm(props: ResourceFormProps) {
  const { t } = useLingui();
  const fields = uploadFormFields(props, 'resource', useSourceText());
  const { category } = fields.values;
  return (
    <UploadForm fields={fields} progressLabel={t`Saving the resource`}>
      <TextField {...fields.field('title')} label={t`Resource title`} required />
      <ImagePicker {...fields.image('icon')} label={t`Upload resource icon`} />
      <SelectField
        {...fields.field('category')}
        label={t`Category`}
        placeholder={t`Choose a category`}
        required
        options={resourceCategoryNames}
      />
      <SelectField
        {...fields.field('subcategory')}
        label={t`Subcategory`}
        placeholder={category ? t`Choose a subcategory` : t`Choose a category first`}
        required
        options={subcategoriesOf(category)}
        disabled={fields.saving || !category}
      />
      <TextField {...fields.field('url')} label={t`Material URL`} type="url" required />
    </UploadForm>
  );
}

export const focusFirstResourceError = focusFirstInvalid('resource-form');
