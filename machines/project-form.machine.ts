import { type Project, ProjectFields, projectMessages } from '@contracts/projects';
import { textsOf } from '@contracts/texts';
import type { ChosenImage } from '@contracts/uploads';
import { createUploadFormMachine } from './upload-form.machine';

export type { ChosenImage };

/**
 * The project form ('Add new project' and edit), on the one upload-form machine: title, description, owner,
 * owner role, link, owner image and project image. Title and description are required, the link is an http(s)
 * URL, the images are image files of at most 2 MB (the server decodes them again). Saving sends one multipart
 * request; a failure keeps every field and shows the server's message. Used in the admin area's dialog and on
 * the member area's page.
 */
export const projectTextFields = ['title', 'description', 'owner', 'ownerRole', 'link'] as const;
export type ProjectTextField = (typeof projectTextFields)[number];
export const projectImageFields = ['image', 'ownerImage'] as const;
export type ProjectImageField = (typeof projectImageFields)[number];

export type ProjectValues = Record<ProjectTextField, string>;

/** The values of a stored project, or an empty form. */
export function valuesOf(project: Project | undefined): ProjectValues {
  if (!project) return { title: '', description: '', owner: '', ownerRole: '', link: '' };
  const { title, description, owner, ownerRole, link } = project;
  return { title, description, owner, ownerRole, link };
}

export const projectFormMachine = createUploadFormMachine<
  Project,
  ProjectTextField,
  ProjectImageField,
  ProjectFields
>({
  id: 'projectForm',
  schema: ProjectFields,
  valuesOf,
  saveFailedText: textsOf(projectMessages).saveFailed,
  draftName: 'project',
});
