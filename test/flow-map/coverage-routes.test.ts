import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../server/helpers/test-app.ts';
import type { TestApp } from '../server/helpers/test-app.ts';

const report = {
  states: { covered: ['onboarding', 'start'], total: 40 },
  transitions: { covered: ['start:user.submit:0'], total: 90 },
};

let dir: string;
let t: TestApp | null = null;
const previous = process.env.COVERAGE_DIR;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'zoomies-coverage-'));
  process.env.COVERAGE_DIR = dir;
});
afterEach(async () => {
  await t?.close();
  t = null;
  rmSync(dir, { recursive: true, force: true });
  if (previous === undefined) delete process.env.COVERAGE_DIR;
  else process.env.COVERAGE_DIR = previous;
});

describe('GET /api/dev/coverage', () => {
  it('answers nulls before any test level has run', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/coverage' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ model: null, e2e: null });
  });

  it('serves each level\'s report from the coverage folder, and null for a malformed one', async () => {
    writeFileSync(join(dir, 'model-coverage.json'), JSON.stringify(report));
    writeFileSync(join(dir, 'e2e-coverage.json'), '{"states": "not a report"');
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/coverage/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ model: report, e2e: null });
  });

  it('does not exist in production mode', async () => {
    writeFileSync(join(dir, 'model-coverage.json'), JSON.stringify(report));
    t = await createTestApp({ mode: 'production' });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/coverage' });
    expect(res.statusCode).toBe(404);
  });
});
