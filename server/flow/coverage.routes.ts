import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CoverageReport, type DevCoverage } from '../../services/contract/dev.schema.ts';
import { endpoints } from '../../services/contract/endpoints.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';

// Serves the test runs' coverage reports to the flow map: `coverage/model-coverage.json` (model
// tests) and `coverage/e2e-coverage.json` (browser tests), each null until its level has run.
// Registered in sandbox mode only: it describes the test suite, not an applicant.

const COVERAGE_FILES = { model: 'model-coverage.json', e2e: 'e2e-coverage.json' } as const;

export interface CoverageRoutesOptions {
  /** Where the test runs write their reports; `coverage/` under the working folder by default. */
  coverageDir?: string;
}

export async function coverageRoutes(app: FastifyInstance, options: CoverageRoutesOptions = {}): Promise<void> {
  const dir = options.coverageDir ?? process.env.COVERAGE_DIR ?? resolve('coverage');
  registerEndpoint(app, endpoints.devCoverage, async (): Promise<DevCoverage> => ({
    model: await readReport(join(dir, COVERAGE_FILES.model)),
    e2e: await readReport(join(dir, COVERAGE_FILES.e2e)),
  }));
}

// A missing file means "not run yet"; an unreadable or malformed one is treated the same,
// so one bad report never hides the other.
async function readReport(file: string): Promise<DevCoverage['model']> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = CoverageReport.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
