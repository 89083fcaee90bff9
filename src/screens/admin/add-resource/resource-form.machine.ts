import { isSubcategoryOf, type Resource, ResourceFields } from '@contracts/resources';
import { defineTexts, textsOf } from '@contracts/texts';
import { createUploadFormMachine } from '@machines/upload-form.machine';

/**
 * The admin resource form (/add-resource, and a row's Edit on /resources): resource
 * title, 'Upload resource icon' (an image file, optional), category and subcategory from the room's one
 * category tree (the subcategory follows the category: one that is not under the chosen category is
 * cleared), and the material's URL.
 */
export const resourceTextFields = ['title', 'category', 'subcategory', 'url'] as const;
export type ResourceTextField = (typeof resourceTextFields)[number];
export type ResourceImageField = 'icon';
export type ResourceValues = Record<ResourceTextField, string>;

/** The values of a stored resource, or an empty form. */
export function resourceValuesOf(resource: Resource | undefined): ResourceValues {
  if (!resource) return { title: '', category: '', subcategory: '', url: '' };
  const { title, category, subcategory, url } = resource;
  return { title, category, subcategory, url };
}

/** A subcategory outside the newly chosen category is cleared. */
export function followCategory(values: ResourceValues, changed: ResourceTextField): ResourceValues {
  if (changed !== 'category' || isSubcategoryOf(values.category, values.subcategory)) return values;
  return { ...values, subcategory: '' };
}

export const resourceMessagesOfForm = defineTexts('resourceForm', {
  saveFailed: 'Failed to save the resource',
});

export const resourceFormMachine = createUploadFormMachine<
  Resource,
  ResourceTextField,
  ResourceImageField,
  ResourceFields
>({
  id: 'resourceForm',
  schema: ResourceFields,
  valuesOf: resourceValuesOf,
  saveFailedText: textsOf(resourceMessagesOfForm).saveFailed,
  follow: followCategory,
  draftName: 'resource',
});
