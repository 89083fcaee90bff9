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

/** Every `<form>` element written in a source file, with its attributes as written. */
function formElements(file: string): { where: string; attributes: Map<string, string> }[] {
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
      node.tagName.getText() === 'form'
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
  const forms = tsxFiles(srcDir).flatMap(formElements);

  it('finds the forms (the kit, the sign-in pages, the inquiry, chat, composer, search, admin)', () => {
    expect(forms.length).toBeGreaterThanOrEqual(12);
  });

  it('each one posts, with an explicit action', () => {
    const unsafe = forms
      .filter(({ attributes }) => attributes.get('method') !== '"post"' || !attributes.has('action'))
      .map(({ where }) => where);
    expect(unsafe).toEqual([]);
  });
});
