/**
 * A multipart body for the upload forms (projects, blogs, resources): the text fields, then each chosen
 * file under its field name (a file left unchosen is not sent, so the server keeps the stored one). ky
 * sends a FormData body as it is: fetch sets `multipart/form-data` with its boundary.
 */
export function toFormData(
  fields: Readonly<Record<string, string>>,
  files: Readonly<Record<string, File | undefined>>,
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) if (file) body.append(name, file, file.name);
  return body;
}
