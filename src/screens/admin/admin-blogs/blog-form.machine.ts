import { type Blog, BlogFields, blogMessages } from '@contracts/blogs';
import { textsOf } from '@contracts/texts';
import { createUploadFormMachine } from '@machines/upload-form.machine';

/**
 * The blog form of /Admin-blogs ('Add new' and a row's Edit): category (one of
 * `blogCategories`), title, text and an optional image, on the one upload-form machine. Category, title and
 * text are required, the image is an image file of at most 2 MB (the server decodes it again). Saving sends
 * one multipart request; a failure keeps every field and shows the server's message.
 */
export const blogTextFields = ['category', 'title', 'text'] as const;
export type BlogTextField = (typeof blogTextFields)[number];
export type BlogImageField = 'image';

export type BlogValues = Record<BlogTextField, string>;

/** The values of a stored post, or an empty form. */
export function blogValuesOf(blog: Blog | undefined): BlogValues {
  if (!blog) return { category: '', title: '', text: '' };
  const { category, title, text } = blog;
  return { category, title, text };
}

export const blogFormMachine = createUploadFormMachine<Blog, BlogTextField, BlogImageField, BlogFields>({
  id: 'blogForm',
  schema: BlogFields,
  valuesOf: blogValuesOf,
  saveFailedText: textsOf(blogMessages).saveFailed,
  draftName: 'blog',
});
