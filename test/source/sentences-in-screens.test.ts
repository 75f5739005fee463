import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { productionFiles, ROOT, staleEntries, walkSource } from './source-files.ts';

// Each sentence an applicant reads is written once, in the screen that shows it (screens/); the app
// (src/app: bindings, selectors, frame) passes codes and the server's own text. This test reads the
// app's code and fails on JSX text, on a text prop written there, and on a string that reads like a
// sentence. The allow-list names what may stay, each with its reason.

const TEXT_PROPS = new Set(['title', 'message', 'label', 'aria-label', 'placeholder', 'alt']);
// Two words or more, starting with a capital: "We couldn't load this page", "Taking you to …".
const SENTENCE = /^[A-Z][a-z’']*(?: [\w’'(),:—-]+){2,}[.!?…]?$/;

/** `file: text` → why it may stay outside the screens. */
const ALLOWED: Record<string, string> = {
  'src/app/static-page.tsx: Base pet insurance policy (sample)': 'the static pages of the spec: their titles are their routes’ data',
  'src/app/static-page.tsx: Terms of Service (sample)': 'the static pages of the spec: their titles are their routes’ data',
};

/** An error for developers (`new Error('…')`), not a sentence for the applicant. */
const inError = (node: ts.Node): boolean => {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isNewExpression(parent) && /Error$/.test(parent.expression.getText())) return true;
  }
  return false;
};

function sentencesOf(path: string): string[] {
  const found: string[] = [];
  walkSource(path, (node) => {
    if (ts.isJsxText(node) && node.text.trim()) found.push(node.text.trim());
    else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer)) found.push(node.initializer.text);
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && SENTENCE.test(node.text) && !inError(node)) found.push(node.text);
  });
  return found;
}

function sentencesOutsideScreens(): string[] {
  return productionFiles(join(ROOT, 'src', 'app')).flatMap((path) => [...new Set(sentencesOf(path))].map((text) => `${relative(ROOT, path)}: ${text}`));
}

describe('sentences for the applicant', () => {
  it('live in the screens, not in the app', () => {
    expect(sentencesOutsideScreens().filter((found) => !(found in ALLOWED))).toEqual([]);
  });

  it('the allow-list holds only strings that are still there', () => {
    expect(staleEntries(ALLOWED, sentencesOutsideScreens())).toEqual([]);
  });

  it('reads a sentence as one', () => {
    expect(SENTENCE.test("We couldn't load this page")).toBe(true);
    expect(SENTENCE.test('Taking you to our waitlist…')).toBe(true);
    expect(SENTENCE.test('zoomies.card.about')).toBe(false);
    expect(SENTENCE.test('Dashboard')).toBe(false);
  });
});
