import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isSampleAnswers, productionFiles, ROOT, staleEntries, walkSource } from './source-files.ts';

// Each text (a sentence of the spec, a field's message, a heading, a server's answer) is written
// once, in one constant, and imported wherever it is shown or sent (issue 35, "each fact once";
// DESIGN decision 18): a copy stays behind when the words change. This test reads the strings, the
// templates and the JSX text of the production code and fails on a text of three words or more,
// starting with a capital, written in two places. The allow-list names what may stay twice, with
// its reason.

const PRODUCTION = ['screens', 'services', 'server', 'src', 'machines'];
/** Three words or more, starting with a capital: "Wrong code. Please try again", "Date of birth". */
const TEXT = /^[A-Z]\S*(?: \S+){2,}$/;

/** `text` → why it may be written more than once. */
const ALLOWED: Record<string, string> = {};

/**
 * A template's text with each substitution read as `{}`: `Why choose ${name}?` → `Why choose {}?`. A
 * template that starts with a substitution (`${a} / ${b}`, `${city}, ${state}`) is a format, not a text.
 */
const templateText = (node: ts.TemplateExpression): string => node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');

/** Each text of a file, with its line: `text` → `file:line`. */
function textsOf(path: string): [string, string][] {
  const found: [string, string][] = [];
  walkSource(path, (node) => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = templateText(node);
    else if (ts.isJsxText(node)) text = node.text.trim().replace(/\s+/g, ' ');
    if (text === null || !TEXT.test(text)) return;
    const source = node.getSourceFile();
    found.push([text, `${relative(ROOT, path)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`]);
  });
  return found;
}

/** Every text written more than once: `text` → where. */
function textsWrittenTwice(files: readonly string[]): Record<string, string[]> {
  const places = new Map<string, string[]>();
  for (const [text, at] of files.flatMap(textsOf)) places.set(text, [...(places.get(text) ?? []), at]);
  return Object.fromEntries([...places].filter(([, at]) => at.length > 1));
}

let production: Record<string, string[]> | null = null;
/** The production code's texts written twice, read once for both tests (a read takes seconds). */
const productionTexts = (): Record<string, string[]> => (production ??= textsWrittenTwice(PRODUCTION.flatMap((dir) => productionFiles(join(ROOT, dir))).filter((path) => !isSampleAnswers(path))));

describe('texts', () => {
  it('are each written once, in one constant', () => {
    const twice = productionTexts();
    expect(Object.fromEntries(Object.entries(twice).filter(([text]) => !(text in ALLOWED)))).toEqual({});
  });

  it('the allow-list holds only texts still written twice', () => {
    expect(staleEntries(ALLOWED, Object.keys(productionTexts()))).toEqual([]);
  });

  it('finds a text written twice, and reads a template and JSX text as texts', () => {
    expect(TEXT.test('Wrong code. Please try again')).toBe(true);
    expect(TEXT.test('Date of birth')).toBe(true);
    expect(TEXT.test('zoomies.card.about')).toBe(false);
    expect(TEXT.test('Verify')).toBe(false);
    expect(TEXT.test('user_exists')).toBe(false);
    const fixture = join(import.meta.dirname, 'fixtures', 'text-written-twice.tsx');
    expect(textsWrittenTwice([fixture])).toEqual({
      'Wrong code. Please try again': ['test/source/fixtures/text-written-twice.tsx:4', 'test/source/fixtures/text-written-twice.tsx:7'],
      'The {} Cardholder Agreement': ['test/source/fixtures/text-written-twice.tsx:6', 'test/source/fixtures/text-written-twice.tsx:8'],
    });
  });
});
