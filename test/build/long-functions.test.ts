import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The length rule of eslint.config.js (issue 26, "units a newcomer can read"): in every layer, a
// function of more than 80 lines of code is split, or says why it is one piece in the disable above
// it (` -- <why>`); a disable without its why, or one left behind once the function was split, is an
// error. It lints snippets as if they were files of each layer, the way `npm run lint` sees them.

const eslint = new ESLint();

const longFunction = (disable: string | null, lines = 81): string => {
  const body = Array.from({ length: lines }, (_, i) => `  total += ${i};`).join('\n');
  return `${disable ? `${disable}\n` : ''}export function long(): number {\n  let total = 0;\n${body}\n  return total;\n}\n`;
};

/** The errors (not warnings) ESLint finds in `code` as the file `filePath`: their rules, or their message. */
async function findings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => message.ruleId ?? message.message);
}

const layers = ['src/flow-map/x.ts', 'screens/about/x.tsx', 'server/auth/x.ts', 'services/analytics/x.ts', 'machines/steps/x.ts', 'scripts/x.ts'];

// Loading the config and its plugins takes seconds on a loaded machine: a wide timeout, no timing asserted.
describe('a long function', { timeout: 60_000 }, () => {
  it.each(layers)('of more than 80 lines is a lint error in %s', async (filePath) => {
    expect(await findings(filePath, longFunction(null))).toContain('max-lines-per-function');
  });

  it.each(layers)('with the reason it is one piece in its disable is allowed in %s', async (filePath) => {
    expect(await findings(filePath, longFunction('// eslint-disable-next-line max-lines-per-function -- one table read as a whole'))).toEqual([]);
  });

  it('with a disable that gives no reason is a lint error', async () => {
    for (const disable of ['// eslint-disable-next-line max-lines-per-function', '// eslint-disable-next-line max-lines-per-function -- long', '/* eslint-disable max-lines-per-function */']) {
      expect(await findings('src/flow-map/x.ts', longFunction(disable)), disable).toContain('local/disable-says-why');
    }
  });

  it('split below the limit, with its old disable left behind, is a lint error', async () => {
    const found = await findings('src/flow-map/x.ts', longFunction('// eslint-disable-next-line max-lines-per-function -- one table read as a whole', 20));
    expect(found.join('\n')).toMatch(/Unused eslint-disable directive/);
  });
});
