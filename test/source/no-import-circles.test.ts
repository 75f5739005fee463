import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { productionFiles, ROOT, walkSource } from './source-files.ts';

// No file imports a file that imports it back (issue 35): in a circle neither file can be read, moved
// or tested without the other, and the order in which their modules run decides what each sees. A
// shared piece belongs below both (a type or a small function in a lower module); a lazy import
// would only hide the circle, so `import('…')` counts as an import, and so does `import type`.
// ESLint's import/no-cycle would need a plugin of its own: TypeScript's parser, already here for the
// other source tests, reads the imports. Tests and stories are left out; each folder of code is read.

const CODE = ['server', 'services', 'machines', 'screens', 'src', 'scripts'];

/** The code file a relative specifier names, or null for a package or an asset (a style, a picture). */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  if (/\.(?!tsx?$)\w+$/.test(base) && existsSync(base)) return null;
  const candidate = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => /\.tsx?$/.test(path) && existsSync(path));
  if (!candidate) throw new Error(`${relative(ROOT, from)} imports ${specifier}, which names no file`);
  return candidate;
}

/** The files one file imports: import and export declarations, and `import('…')` with a literal. */
function importsOf(path: string): string[] {
  const specifiers: string[] = [];
  walkSource(path, (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      specifiers.push(node.arguments[0].text);
    }
  });
  return [...new Set(specifiers.map((specifier) => resolveSpecifier(path, specifier)).filter((target): target is string => target !== null))];
}

/** Each group of files that reach one another by imports (Tarjan's strongly connected components). */
function circlesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    lowest.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(file, Math.min(lowest.get(file)!, index.get(next)!));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

function importGraph(): Map<string, string[]> {
  const files = CODE.flatMap((dir) => productionFiles(join(ROOT, dir)));
  return new Map(files.map((file) => [relative(ROOT, file), importsOf(file).map((target) => relative(ROOT, target))]));
}

/** Each circle as one line, with the imports inside it: what to open to break it. */
function describeCircles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return circlesOf(graph).map((circle) => {
    const ties = circle.flatMap((file) => (graph.get(file) ?? []).filter((target) => circle.includes(target)).map((target) => `${file} → ${target}`));
    return `${circle.join(' ↔ ')}  (${ties.join('; ')})`;
  });
}

describe('imports', () => {
  const circles = describeCircles(importGraph());

  it('run in no circle: no file imports a file that imports it back', () => {
    expect(circles).toEqual([]);
  });

  it('finds a circle of two, of three and of one file, and none in a chain', () => {
    const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));
    expect(circlesOf(graph({ a: ['b'], b: ['a'], c: ['a'] }))).toEqual([['a', 'b']]);
    expect(circlesOf(graph({ a: ['b'], b: ['c'], c: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(circlesOf(graph({ a: ['a'] }))).toEqual([['a']]);
    expect(circlesOf(graph({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
  });
});
