import { CoverageReports } from './coverage.ts';

const COVERAGE_URL = '/api/dev/coverage';

// The reports as the dev server serves them (`server/flow/`), checked against their schema.
export async function fetchCoverage(): Promise<CoverageReports> {
  const response = await fetch(COVERAGE_URL, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${COVERAGE_URL} answered ${response.status}`);
  return CoverageReports.parse(await response.json());
}
