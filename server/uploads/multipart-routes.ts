import { MESSAGE_IMAGE_MAX_SIDE } from '@contracts/messaging';
import { PROJECT_IMAGE_MAX_SIDE, UPLOAD_MAX_BYTES, UPLOAD_MAX_SIDE } from '@contracts/uploads';

/**
 * The upload routes, declared once. These, and only these, take `multipart/form-data` instead of JSON and
 * may be larger than the 100 KiB of the other bodies (`server/http/request-body.ts` reads this list): at
 * most 2 MiB per declared file plus the form's text fields.
 */

/** A form's image fields and the longest side each is re-encoded to. */
export type ImageFiles = Readonly<Record<string, number>>;

export const projectFiles = { image: PROJECT_IMAGE_MAX_SIDE, ownerImage: UPLOAD_MAX_SIDE } as const;
export const blogFiles = { image: UPLOAD_MAX_SIDE } as const;
export const resourceFiles = { icon: UPLOAD_MAX_SIDE } as const;
export const messageImageFiles = { image: MESSAGE_IMAGE_MAX_SIDE } as const;

export interface MultipartRoute {
  method: 'POST' | 'PATCH';
  /** Hono path pattern; `:id` matches one path segment. */
  path: string;
  files: ImageFiles;
}

export const multipartRoutes: readonly MultipartRoute[] = [
  { method: 'POST', path: '/api/projects', files: projectFiles },
  { method: 'PATCH', path: '/api/projects/:id', files: projectFiles },
  { method: 'POST', path: '/api/blogs', files: blogFiles },
  { method: 'PATCH', path: '/api/blogs/:id', files: blogFiles },
  { method: 'POST', path: '/api/resources', files: resourceFiles },
  { method: 'PATCH', path: '/api/resources/:id', files: resourceFiles },
  { method: 'POST', path: '/api/message-images', files: messageImageFiles },
];

/** Room for the text fields and the multipart framing beside the files. */
export const MULTIPART_FIELDS_BYTES = 128 * 1024;

/** The largest body a multipart route accepts: every declared file at its maximum, plus the fields. */
export function multipartBodyLimit(route: MultipartRoute): number {
  return Object.keys(route.files).length * UPLOAD_MAX_BYTES + MULTIPART_FIELDS_BYTES;
}

function patternOf(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}$`);
}

const patterns = new WeakMap<MultipartRoute, RegExp>();

/** The declared multipart route a request goes to, if any (method and path, exactly). */
export function findMultipartRoute(
  routes: readonly MultipartRoute[],
  method: string,
  path: string,
): MultipartRoute | undefined {
  return routes.find((route) => {
    if (route.method !== method) return false;
    let pattern = patterns.get(route);
    if (!pattern) {
      pattern = patternOf(route.path);
      patterns.set(route, pattern);
    }
    return pattern.test(path);
  });
}
