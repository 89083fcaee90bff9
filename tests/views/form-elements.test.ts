import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(__dirname, '../../src');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(dir, file));
}

/**
 * Every `<form>` element written in a source file, with its attributes as written, and every use of the
 * kit's `<SubmitForm>` (whose one `<form>`, in submit-form.tsx, is among the first).
 */
function formElements(
  file: string,
  tag: 'form' | 'SubmitForm' = 'form',
): { where: string; attributes: Map<string, string> }[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: { where: string; attributes: Map<string, string> }[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText() === tag
    ) {
      const attributes = new Map<string, string>();
      for (const attribute of node.attributes.properties)
        if (ts.isJsxAttribute(attribute))
          attributes.set(attribute.name.getText(), attribute.initializer?.getText() ?? 'true');
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ where: `${path.relative(srcDir, file)}:${line + 1}`, attributes });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * A form is the browser's own until the app's handler takes it (before hydration, or if the scripts fail):
 * one without `method="post"` sends its fields in the address on Enter. Every form the app renders states
 * its method and an action (a path, never a query).
 */
describe('<form> elements of the app', () => {
  const forms = tsxFiles(srcDir).flatMap((file) => formElements(file));
  const kitForms = tsxFiles(srcDir).flatMap((file) => formElements(file, 'SubmitForm'));

  it('finds the forms (the kit, the sign-in pages, the inquiry, chat, composer, search, admin)', () => {
    expect(forms.length + kitForms.length).toBeGreaterThanOrEqual(12);
  });

  it("the sign-in pages' forms are the kit's (it posts, with the page's path or the one given)", () => {
    const kitFiles = new Set(kitForms.map(({ where }) => where.split(':')[0]));
    for (const screen of ['login', 'otp', 'signup', 'forgot-password', 'reset-password'])
      expect(kitFiles).toContain(`screens/auth/${screen}/${screen}.view.tsx`);
    const kit = forms.find(({ where }) => where.startsWith('components/ui/submit-form.tsx'));
    expect(kit?.attributes.get('method')).toBe('"post"');
    expect(kit?.attributes.get('action')).toBe('{formAction}');
  });

  it('each one posts, with an explicit action', () => {
    const unsafe = forms
      .filter(({ attributes }) => attributes.get('method') !== '"post"' || !attributes.has('action'))
      .map(({ where }) => where);
    expect(unsafe).toEqual([]);
  });
});
