import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

// The production code as the source tests read it: its files (no tests, no stories) and their
// syntax trees, so a test looks at strings and JSX rather than at comments.

export const ROOT = join(import.meta.dirname, '..', '..');

/** Every .ts and .tsx file under `dir` but tests and stories. */
export function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The model's sample answers (src/flow-map/machine-model/model-events.ts and model-fixtures.ts) play
 * the server for the model paths and the flow map: the texts in them are what a server says, written
 * as a test's fixtures are (they moved from test/ to src/ only so that /flow can use them, decision
 * 0079). The tests of texts written once leave them out, as they leave out tests.
 */
export const isSampleAnswers = (path: string): boolean => /src[\\/]flow-map[\\/]machine-model[\\/]model-(events|fixtures)\.ts$/.test(path);

/** Visits every node of a file's syntax tree. */
export function walkSource(path: string, visit: (node: ts.Node) => void): void {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const walk = (node: ts.Node): void => {
    visit(node);
    ts.forEachChild(node, walk);
  };
  walk(source);
}

/** The entries of an allow-list that no longer match anything found: a stale reason. */
export const staleEntries = (allowed: Record<string, string>, found: readonly string[]): string[] => Object.keys(allowed).filter((entry) => !found.includes(entry));
