import { blogCategories } from '@contracts/blogs';
import { useLingui } from '@lingui/react/macro';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { ImagePicker } from '@/components/ui/image-picker';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { UploadForm, uploadFormFields } from '@/components/ui/upload-form';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import type { blogFormMachine } from './blog-form.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export interface BlogFormProps {
  snapshot: SnapshotFrom<typeof blogFormMachine>;
  send: (event: EventFrom<typeof blogFormMachine>) => void;
}

/**
 * The blog form of /Admin-blogs: category, title, text and image (with a preview), Cancel and Save; while
 * saving a progress bar and 'Saving...'. Driven by the blog form machine, shown in a dialog.
 */
export function BlogForm(props: BlogFormProps) {
  const { t } = useLingui();
  const fields = uploadFormFields(props, 'blog', useSourceText());
  return (
    <UploadForm fields={fields} progressLabel={t`Saving the blog post`}>
      <SelectField
        {...fields.field('category')}
        label={t`Category`}
        placeholder={t`Choose a category`}
        required
        options={blogCategories}
      />
      <TextField {...fields.field('title')} label={t`Title`} required />
      <TextField {...fields.field('text')} label={t`Text`} required multiline />
      <ImagePicker {...fields.image('image')} label={t`Image`} />
    </UploadForm>
  );
}

export const focusFirstBlogError = focusFirstInvalid('blog-form');
