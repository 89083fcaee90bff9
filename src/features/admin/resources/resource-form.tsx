import { type ResourceCategory, resourceCategories, resourceCategoryNames } from '@contracts/resources';
import type { resourceFormMachine } from '@machines/resource-form.machine';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import * as form from '@/components/ui/form.css';
import { ImagePicker } from '@/components/ui/image-picker';
import { SaveActions } from '@/components/ui/save-actions';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

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
export function ResourceForm({ snapshot, send }: ResourceFormProps) {
  const saving = snapshot.hasTag('busy');
  const { values, images, fieldErrors, error, item } = snapshot.context;
  return (
    <form
      id="resource-form"
      className={form.form}
      noValidate
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      <TextField
        id="resource-title"
        label="Resource title"
        required
        value={values.title}
        error={fieldErrors.title}
        disabled={saving}
        onChange={(value) => send({ type: 'field.change', field: 'title', value })}
      />
      <ImagePicker
        id="resource-icon"
        label="Upload resource icon"
        file={images.icon}
        currentUrl={item?.icon}
        error={fieldErrors.icon}
        disabled={saving}
        onChoose={(file) => send({ type: 'image.choose', field: 'icon', file })}
      />
      <SelectField
        id="resource-category"
        label="Category"
        placeholder="Choose a category"
        required
        options={resourceCategoryNames}
        value={values.category}
        error={fieldErrors.category}
        disabled={saving}
        onChange={(value) => send({ type: 'field.change', field: 'category', value })}
      />
      <SelectField
        id="resource-subcategory"
        label="Subcategory"
        placeholder={values.category ? 'Choose a subcategory' : 'Choose a category first'}
        required
        options={subcategoriesOf(values.category)}
        value={values.subcategory}
        error={fieldErrors.subcategory}
        disabled={saving || !values.category}
        onChange={(value) => send({ type: 'field.change', field: 'subcategory', value })}
      />
      <TextField
        id="resource-url"
        label="Material URL"
        type="url"
        required
        value={values.url}
        error={fieldErrors.url}
        disabled={saving}
        onChange={(value) => send({ type: 'field.change', field: 'url', value })}
      />
      <SaveActions
        saving={saving}
        progressLabel="Saving the resource"
        error={error}
        onCancel={() => send({ type: 'form.cancel' })}
      />
    </form>
  );
}

export const focusFirstResourceError = focusFirstInvalid('resource-form');
