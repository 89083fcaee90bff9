import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { ProfileRequestInput } from '@contracts/profile';
import { tokenServiceFor } from '@server/auth/session';
import { users } from '@server/db/schema';
import sharp from 'sharp';
import type { TestApp } from './test-app';

/** Helpers for the content API tests: accounts with session tokens, test images, multipart requests. */

let counter = 0;

/** Inserts an account of `role` and signs a session token for it (no password, no login round trip). */
export async function sessionAccount(t: TestApp, role: 'Member' | 'Admin' = 'Member') {
  counter += 1;
  const [user] = await t.db
    .insert(users)
    .values({
      email: `content-${role.toLowerCase()}-${counter}-${randomBytes(3).toString('hex')}@example.org`,
      firstName: role === 'Admin' ? 'Ada' : 'Mia',
      lastName: `Tester${counter}`,
      role,
      emailVerifiedAt: t.clock.now(),
    })
    .returning();
  const token = await tokenServiceFor(t).signSession({ userId: user!.id, tokenVersion: user!.tokenVersion });
  return { ...user!, token };
}

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif';

/** A plain colour image of the given kind. */
export async function imageBytes(kind: ImageKind, width = 64, height = 48): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: '#3366cc' } });
  return new Uint8Array(await image.toFormat(kind).toBuffer());
}

/** A PNG of random pixels: it barely compresses, so its size follows its dimensions. */
export async function noisePng(width: number, height: number): Promise<Uint8Array> {
  const raw = randomBytes(width * height * 3);
  return new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

/** A valid 90-byte PNG whose header claims 60,000 × 60,000 pixels (a decompression bomb). */
export async function bombPng(): Promise<Uint8Array> {
  const png = Buffer.from(await imageBytes('png', 8, 8));
  png.writeUInt32BE(60_000, 16);
  png.writeUInt32BE(60_000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

export const svgBytes = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

export function file(bytes: Uint8Array, name = 'picture.png', type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** A multipart request (the body's boundary is set by FormData). */
export async function sendForm(
  t: TestApp,
  method: 'POST' | 'PATCH',
  path: string,
  parts: Record<string, string | File | undefined>,
  token?: string,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) if (value !== undefined) form.append(name, value);
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res = await t.app.request(path, { method, body: form, headers });
  return { status: res.status, headers: res.headers, body: await bodyOf(res) };
}

/** A JSON (or body-less) request. */
export async function send(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { token?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const res = await t.app.request(path, { method, headers, body });
  return { status: res.status, headers: res.headers, body: await bodyOf(res) };
}

// biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely and asserted field by field.
async function bodyOf(res: Response): Promise<any> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A complete member profile named `name`, as PUT /api/members/me takes it. */
export function memberProfile(name: string): ProfileRequestInput {
  return {
    name,
    role: 'Developer',
    bio: `${name} builds things.`,
    imageUrl: '',
    contacts: { linkedin: '', github: `https://github.com/${name.toLowerCase()}`, twitter: '', telegram: '' },
    education: { degree: 'BSc', institution: 'University of Rwanda', description: '', imageUrl: '' },
    skills: [{ name: 'Web', technologies: ['React'], percent: 80 }],
  };
}
