import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { createFloorRouter, FloorRoot } from './floor-app';

/** The floor page rendered to HTML for its `#root`, as the site's prerender renders each public page. */
export async function renderFloor(): Promise<string> {
  const router = createFloorRouter({
    history: createMemoryHistory({ initialEntries: ['/'] }),
    prerender: true,
  });
  await router.load();
  const html = renderToString(<FloorRoot router={router} />);
  if (html.includes('<script')) throw new Error('the floor rendered an inline script, which the CSP blocks');
  return html;
}
