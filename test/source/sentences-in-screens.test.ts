import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { productionFiles, ROOT, staleEntries, walkSource } from './source-files.ts';

// Each sentence an applicant reads is written once, in the screen that shows it (screens/; a text
// several screens show, in screens/shared; the frame around every screen, in screens/shell); the app
// (src/app: bindings, selectors, frame) passes codes and the server's own text, the UI kit (src/ui)
// and the adapters around a provider (src/app/adapters: payment, places) take their words as props
// from the screen they are drawn in, and the machine (machines/) holds codes. This test reads their
// code and fails on JSX text, on a text prop written there, and on a string that reads like a
// sentence; the sandbox's panel and pages (src/app/sandbox) speak to testers and are left out. The
// allow-list names what may stay, each with its reason. (A state's `description` and a step's
// `journey` name are the flow map's, for product owners, not the applicant's.)

const TEXT_PROPS = new Set(['title', 'message', 'label', 'aria-label', 'placeholder', 'alt']);
// Two words or more, starting with a capital: "We couldn't load this page", "Taking you to …".
// Sentences of their own inside count too: "Something went wrong. Press the next button to try again".
const SENTENCE = /^[A-Z][a-z’']*(?: [\w’'(),:.?!—-]+){2,}[.!?…]?$/;

/** Where an applicant's sentence must not be written. */
const OUTSIDE_SCREENS = ['src/app', 'src/ui', 'machines'];
/** Inside those, where the words are for testers: the sandbox's panel and pages. */
const TESTERS_TOOLS = join('src', 'app', 'sandbox');

/** `file: text` → why it may stay outside the screens. */
const ALLOWED: Record<string, string> = {
  'src/app/static-page.tsx: Base pet insurance policy (sample)': 'the static pages of the spec: their titles are their routes’ data',
  'src/app/static-page.tsx: Terms of Service (sample)': 'the static pages of the spec: their titles are their routes’ data',
  'machines/steps/step-declarations.ts: Offer or start': 'the flow map’s journey name of the two first steps, a constant so it is written once',
  'machines/steps/outcomes.step.ts: Uploads documents that verify the alternate address.': 'a state’s description for the flow map, given to its step factory',
  'machines/steps/outcomes.step.ts: Uploads the documents the credit decision asks for.': 'a state’s description for the flow map, given to its step factory',
  'machines/steps/start.step.ts: The offer page: phone number and birthday start the application.': 'a state’s description for the flow map, given to its step factory',
  "machines/steps/start.step.ts: Let's get started: the same phone and birthday form, with a prefill subtitle.": 'a state’s description for the flow map, given to its step factory',
};

/** The flow map's words for a state: its `description: '…'`, or its step's `journey: '…'` (machines/steps/step-declarations.ts). */
const isStateDescription = (node: ts.Node): boolean => ts.isPropertyAssignment(node.parent) && ['description', 'journey'].includes(node.parent.name.getText());

/** An error for developers (`new Error('…')`), not a sentence for the applicant. */
const inError = (node: ts.Node): boolean => {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isNewExpression(parent) && /Error$/.test(parent.expression.getText())) return true;
  }
  return false;
};

/** A template's text with each substitution read as one word: `${count} suggestions.` → `X suggestions.` */
const templateText = (node: ts.TemplateExpression): string => node.head.text + node.templateSpans.map((span) => `X${span.literal.text}`).join('');

function sentencesOf(path: string): string[] {
  const found: string[] = [];
  walkSource(path, (node) => {
    // A sign without letters (×, $) is no sentence.
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim());
    else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer)) found.push(node.initializer.text);
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && SENTENCE.test(node.text) && !inError(node) && !isStateDescription(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node) && SENTENCE.test(templateText(node)) && !inError(node) && !isStateDescription(node)) found.push(templateText(node));
  });
  return found;
}

function sentencesOutsideScreens(): string[] {
  return OUTSIDE_SCREENS.flatMap((dir) => productionFiles(join(ROOT, ...dir.split('/'))))
    .filter((path) => !relative(ROOT, path).startsWith(TESTERS_TOOLS))
    .flatMap((path) => [...new Set(sentencesOf(path))].map((text) => `${relative(ROOT, path)}: ${text}`));
}

describe('sentences for the applicant', () => {
  it('live in the screens, not in the app, the UI kit, the provider adapters or the machine', () => {
    expect(sentencesOutsideScreens().filter((found) => !(found in ALLOWED))).toEqual([]);
  });

  it('the allow-list holds only strings that are still there', () => {
    expect(staleEntries(ALLOWED, sentencesOutsideScreens())).toEqual([]);
  });

  it('reads a sentence as one', () => {
    expect(SENTENCE.test("We couldn't load this page")).toBe(true);
    expect(SENTENCE.test('Taking you to our waitlist…')).toBe(true);
    expect(SENTENCE.test('Something went wrong. Press the next button to try again')).toBe(true);
    expect(SENTENCE.test('zoomies.card.about')).toBe(false);
    expect(SENTENCE.test('Dashboard')).toBe(false);
    // A template, its substitutions read as words: `${count} suggestions. Use the arrow keys to choose.`
    expect(SENTENCE.test('X suggestions. Use the arrow keys to choose.')).toBe(true);
  });
});
