import { blogCategories } from '@contracts/blogs';
import type { blogFormMachine } from '@machines/blog-form.machine';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import * as form from '@/components/ui/form.css';
import { ImagePicker } from '@/components/ui/image-picker';
import { SaveActions } from '@/components/ui/save-actions';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

export interface BlogFormProps {
  snapshot: SnapshotFrom<typeof blogFormMachine>;
  send: (event: EventFrom<typeof blogFormMachine>) => void;
}

/**
 * The blog form of /Admin-blogs: category, title, text and image (with a preview), Cancel and Save; while
 * saving a progress bar and 'Saving...'. Driven by the blog form machine, shown in a dialog.
 */
export function BlogForm({ snapshot, send }: BlogFormProps) {
  const saving = snapshot.hasTag('busy');
  const { values, images, fieldErrors, error, item: blog } = snapshot.context;
  return (
    <form
      id="blog-form"
      className={form.form}
      noValidate
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      <SelectField
        id="blog-category"
        label="Category"
        placeholder="Choose a category"
        required
        options={blogCategories}
        value={values.category}
        error={fieldErrors.category}
        disabled={saving}
        onChange={(value) => send({ type: 'field.change', field: 'category', value })}
      />
      <TextField
        id="blog-title"
        label="Title"
        required
        value={values.title}
        error={fieldErrors.title}
        disabled={saving}
        onChange={(value) => send({ type: 'field.change', field: 'title', value })}
      />
      <TextField
        id="blog-text"
        label="Text"
        required
        multiline
        value={values.text}
        error={fieldErrors.text}
        disabled={saving}
        onChange={(value) => send({ type: 'field.change', field: 'text', value })}
      />
      <ImagePicker
        id="blog-image"
        label="Image"
        file={images.image}
        currentUrl={blog?.image}
        error={fieldErrors.image}
        disabled={saving}
        onChoose={(file) => send({ type: 'image.choose', field: 'image', file })}
      />
      <SaveActions
        saving={saving}
        progressLabel="Saving the blog post"
        error={error}
        onCancel={() => send({ type: 'form.cancel' })}
      />
    </form>
  );
}

export const focusFirstBlogError = focusFirstInvalid('blog-form');
