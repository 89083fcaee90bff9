import * as v from 'valibot';
import { pagedResponse } from './paging';
import { optionalName, requiredText } from './text-fields';
import { defineTexts } from './texts';

/**
 * Projects:
 * `GET /api/projects?page&limit` (caller-scoped: published ones to everyone, plus the caller's own to a
 * member, all to an Admin) → `{ data: { projects }, total }`; `POST /api/projects` and
 * `PATCH /api/projects/:id` (multipart: title, description, owner, ownerRole, link, files image and
 * ownerImage); `DELETE /api/projects/:id`; admin `POST /api/admin/projects/:id/publish` (status active) and
 * `POST /api/admin/projects/:id/reject { reason }`. Published = status active or completed.
 */
export const projectStatuses = ['active', 'review', 'planning', 'completed'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];
export const publishedStatuses = ['active', 'completed'] as const satisfies readonly ProjectStatus[];

export const PROJECT_TITLE_MAX = 200;
export const PROJECT_TEXT_MAX = 5_000;
export const REJECT_REASON_MAX = 1_000;

export const projectMessages = defineTexts('projects', {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  titleTooLong: 'The title is at most 200 characters.',
  textTooLong: 'A field is longer than allowed.',
  linkInvalid: 'Please enter a valid URL (http or https)',
  reasonRequired: 'Please give a reason for the rejection',
  notFound: 'Project not found',
  fetchFailed: 'Failed to fetch projects',
  saveFailed: 'Failed to save the project',
  deleteFailed: 'Failed to delete the project',
  publishFailed: 'Failed to publish the project',
  rejectFailed: 'Failed to reject the project',
});

export const Project = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  owner: v.string(),
  ownerRole: v.string(),
  /** URL of the owner's image ('' when none). */
  ownerImage: v.string(),
  /** URL of the project image ('' when none). */
  image: v.string(),
  link: v.string(),
  status: v.picklist(projectStatuses),
  progress: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  /** Why an administrator rejected it (shown to its owner); null otherwise. */
  rejectionReason: v.nullable(v.string()),
  /** The account that owns it; null for the hub's own sample projects. */
  ownerId: v.nullable(v.string()),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type Project = v.InferOutput<typeof Project>;

/** `GET /api/projects` filter (beside `?page&limit`), applied within what the caller may see. */
export const ProjectsQuery = v.object({
  status: v.optional(v.picklist(projectStatuses, 'status must be active, review, planning or completed')),
  /** `owner=me`: only the caller's own projects (needs a session; the member's /dashboard/projects). */
  owner: v.optional(v.literal('me', 'owner must be me')),
});
export type ProjectsQuery = v.InferOutput<typeof ProjectsQuery>;

export const ProjectsPageResponse = pagedResponse('projects', Project);
export type ProjectsPageResponse = v.InferOutput<typeof ProjectsPageResponse>;

export const ProjectResponse = v.object({ data: v.object({ project: Project }) });
export type ProjectResponse = v.InferOutput<typeof ProjectResponse>;

/** The text fields of the project form (the two files travel beside them in the multipart body). */
export const ProjectFields = v.object({
  title: requiredText(PROJECT_TITLE_MAX, {
    required: projectMessages.titleRequired,
    tooLong: projectMessages.titleTooLong,
  }),
  description: requiredText(PROJECT_TEXT_MAX, {
    required: projectMessages.descriptionRequired,
    tooLong: projectMessages.textTooLong,
  }),
  owner: optionalName(200, projectMessages.textTooLong),
  ownerRole: optionalName(200, projectMessages.textTooLong),
  link: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.string(),
        v.trim(),
        v.url(projectMessages.linkInvalid),
        v.regex(/^https?:\/\//i, projectMessages.linkInvalid),
      ),
    ]),
    '',
  ),
});
export type ProjectFields = v.InferOutput<typeof ProjectFields>;

export const RejectProjectRequest = v.object({
  reason: requiredText(REJECT_REASON_MAX, {
    required: projectMessages.reasonRequired,
    tooLong: projectMessages.textTooLong,
  }),
});
export type RejectProjectRequest = v.InferOutput<typeof RejectProjectRequest>;
