import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { productionFiles, ROOT, walkSource } from './source-files.ts';

// The functions of the production code longer than a newcomer can hold in their head (issue 35:
// "functions over 60 lines outside migrations, tests and stories"), measured with TypeScript's
// parser: every function declaration, function expression, arrow function, method, constructor and
// accessor, from its first line to its last (comments and blank lines inside count: they are read
// too). A nested function is counted on its own as well as inside its parent.
// `npx node test/source/long-functions.ts` prints the list, longest first; long-functions.test.ts
// fails when there are more than `MOST_LONG_FUNCTIONS` (decision 0078).

const PRODUCTION = ['src', 'machines', 'services', 'screens', 'server', 'scripts'];
const MIGRATIONS = join('server', 'db', 'migrations') + sep;
export const LONG = 60;
/** The most functions over `LONG` lines the production code may have (issue 35: "at most 15"). */
export const MOST_LONG_FUNCTIONS = 15;

export interface LongFunction {
  /** `file:line` of the function's first line. */
  at: string;
  lines: number;
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** Every function of the production code over `LONG` lines, longest first. */
export function longFunctions(): LongFunction[] {
  const files = PRODUCTION.flatMap((dir) => productionFiles(join(ROOT, dir))).filter((path) => !relative(ROOT, path).startsWith(MIGRATIONS));
  return longFunctionsIn(files);
}

/** Every function of `files` over `LONG` lines, longest first. */
export function longFunctionsIn(files: readonly string[]): LongFunction[] {
  const found: LongFunction[] = [];
  for (const path of files) {
    walkSource(path, (node) => {
      if (!isFunction(node)) return;
      const source = node.getSourceFile();
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > LONG) found.push({ at: `${relative(ROOT, path)}:${first + 1}`, lines });
    });
  }
  return found.sort((a, b) => b.lines - a.lines || a.at.localeCompare(b.at));
}

if (import.meta.main) {
  const found = longFunctions();
  for (const { at, lines } of found) console.log(`${String(lines).padStart(4)}  ${at}`);
  console.log(`${found.length} functions over ${LONG} lines`);
}
