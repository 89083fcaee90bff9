import { blogCategories } from '@contracts/blogs';
import type { blogFormMachine } from '@machines/blog-form.machine';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { ImagePicker } from '@/components/ui/image-picker';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { UploadForm, uploadFormFields } from '@/components/ui/upload-form';

export interface BlogFormProps {
  snapshot: SnapshotFrom<typeof blogFormMachine>;
  send: (event: EventFrom<typeof blogFormMachine>) => void;
}

/**
 * The blog form of /Admin-blogs: category, title, text and image (with a preview), Cancel and Save; while
 * saving a progress bar and 'Saving...'. Driven by the blog form machine, shown in a dialog.
 */
export function BlogForm(props: BlogFormProps) {
  const fields = uploadFormFields(props, 'blog');
  return (
    <UploadForm fields={fields} progressLabel="Saving the blog post">
      <SelectField
        {...fields.field('category')}
        label="Category"
        placeholder="Choose a category"
        required
        options={blogCategories}
      />
      <TextField {...fields.field('title')} label="Title" required />
      <TextField {...fields.field('text')} label="Text" required multiline />
      <ImagePicker {...fields.image('image')} label="Image" />
    </UploadForm>
  );
}

export const focusFirstBlogError = focusFirstInvalid('blog-form');
