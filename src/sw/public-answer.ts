/**
 * Whether an answer is public content, which anyone on this device may be shown again: its Cache-Control
 * says `public`, and neither `private` nor `no-store`. A message's image is answered `private` (its
 * conversation's members only), and so is anything the server does not mark public.
 */
export function isPublicAnswer(response: Response): boolean {
  const directives = (response.headers.get('Cache-Control') ?? '')
    .split(',')
    .map((directive) => directive.split('=')[0]!.trim().toLowerCase());
  return directives.includes('public') && !directives.includes('private') && !directives.includes('no-store');
}
