import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_NOTICE_ATTRIBUTE } from '@contracts/page-forms';
import { PRERENDERED_PAGES_DIR } from '@lib/app-routes';
import { type PageSettings, withPageSettings } from '../http/page-settings';

/**
 * The server's answers to a form posted without scripts are the form's own prerendered page
 * (`scripts/prerender.ts`) with the outcome written in: values put back into the fields, messages into the
 * form's empty slots (`data-form-slot`), a notice before the app's root. Only markup React itself rendered is
 * edited, and every value written is escaped; nothing is inline script or style (the CSP allows neither).
 */

/** One change to a page's HTML. */
export type PageEdit = (html: string) => string;

const ROOT = '<div id="root">';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => entities[character] ?? '');

/**
 * The prerendered pages that hold a form, by their file (`/pages/login.html`, as `prerenderedFileOf` names
 * it), as the server serves them for a GET (the settings written in); empty without a build.
 */
export function loadFormPages(webRoot: string | undefined, settings: PageSettings): Map<string, string> {
  const pages = new Map<string, string>();
  const folder = webRoot && path.join(path.resolve(webRoot), PRERENDERED_PAGES_DIR);
  if (!folder || !existsSync(folder)) return pages;
  for (const relative of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!relative.endsWith('.html')) continue;
    const html = readFileSync(path.join(folder, relative), 'utf8');
    if (html.includes('<form') && html.includes(ROOT))
      pages.set(
        `/${PRERENDERED_PAGES_DIR}/${relative.split(path.sep).join('/')}`,
        withPageSettings(html, settings),
      );
  }
  return pages;
}

export function editPage(html: string, edits: readonly PageEdit[]): string {
  return edits.reduce((page, edit) => edit(page), html);
}

/**
 * The page without its scripts. A page whose form shows the server's outcome is not hydrated: the app
 * would render its own, empty form over it.
 */
export const withoutScripts: PageEdit = (html) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');

/**
 * A notice before the app's root, shown whether or not the page's scripts run; they remove it when they
 * start (src/app/hold-submits.ts).
 */
export function withNotice(text: string): PageEdit {
  const notice = `<p ${PAGE_NOTICE_ATTRIBUTE}="server" role="alert">${escapeHtml(text)}</p>`;
  return (html) => html.replace(ROOT, `${notice}${ROOT}`);
}

/** `attribute="value"` set on an element's start tag (any former value dropped); removed when undefined. */
function withAttribute(tag: string, attribute: string, value: string | undefined): string {
  const without = tag.replace(new RegExp(`\\s${attribute}="[^"]*"`, 'g'), '');
  if (value === undefined) return without;
  return without.replace(/\s*\/?>$/, (end) => ` ${attribute}="${escapeHtml(value)}"${end}`);
}

const startTag = (element: string, name: string) => new RegExp(`<${element}\\b[^>]*\\sname="${name}"[^>]*>`);

/** Each text field (`<input>` or `<textarea>`) named in `values` shows that value again. */
export function withTexts(values: Record<string, string>): PageEdit {
  return (html) =>
    Object.entries(values).reduce(
      (page, [name, value]) =>
        page
          .replace(startTag('input', name), (tag) => withAttribute(tag, 'value', value))
          .replace(
            new RegExp(`(<textarea\\b[^>]*\\sname="${name}"[^>]*>)[\\s\\S]*?</textarea>`),
            // The HTML parser drops a textarea's first line break: one more keeps the value's own.
            (_, tag: string) => `${tag}${value.startsWith('\n') ? '\n' : ''}${escapeHtml(value)}</textarea>`,
          ),
      html,
    );
}

/** The select `name` shows `value` chosen (none, when it is not one of its options). */
export function withChoice(name: string, value: string): PageEdit {
  const select = new RegExp(`(<select\\b[^>]*\\sname="${name}"[^>]*>)([\\s\\S]*?)</select>`);
  return (html) =>
    html.replace(select, (_, tag: string, options: string) => {
      const unselected = options.replace(/\sselected="[^"]*"/g, '');
      const chosen = unselected.replace(
        `<option value="${escapeHtml(value)}"`,
        `<option value="${escapeHtml(value)}" selected=""`,
      );
      return `${tag}${chosen}</select>`;
    });
}

/** The checkbox `name` ticked or not. */
export function withChecked(name: string, checked: boolean): PageEdit {
  return (html) =>
    html.replace(startTag('input', name), (tag) => withAttribute(tag, 'checked', checked ? '' : undefined));
}

/** The field `name` marked invalid and described by its message (the slot with id `messageId`). */
export function withInvalid(name: string, messageId: string): PageEdit {
  return (html) =>
    html.replace(startTag('(?:input|textarea|select)', name), (tag) =>
      withAttribute(withAttribute(tag, 'aria-invalid', 'true'), 'aria-describedby', messageId),
    );
}

const slotElement = (slot: string) => new RegExp(`<p\\b([^>]*\\sdata-form-slot="${slot}"[^>]*)></p>`);

/** The form's slot `slot` shows `text`. */
export function inSlot(slot: string, text: string): PageEdit {
  return (html) =>
    html.replace(
      slotElement(slot),
      (_, attributes: string) =>
        `<p${attributes.replace(/\shidden(?:="[^"]*")?/, '')}>${escapeHtml(text)}</p>`,
    );
}

/** The page's form replaced by its slot `slot` showing `text` (the form is done with, as after a reset request). */
export function formReplacedBySlot(slot: string, text: string): PageEdit {
  const filled = new RegExp(`<p\\b[^>]*\\sdata-form-slot="${slot}"[^>]*>[^<]*</p>`);
  return (html) =>
    html.replace(
      /<form\b[^>]*>[\s\S]*?<\/form>/,
      (form) => filled.exec(inSlot(slot, text)(form))?.[0] ?? form,
    );
}
