import type { CoverageReports } from './coverage.ts';
import { coverageTotals } from './coverage.ts';
import { COLORS, COVERAGE_WORDS } from './diagram-scene.ts';
import type { CoverageMark } from './diagram-scene.ts';

// Which states and transitions the test runs reached: totals per level, the colour key, and the
// switch that colours the diagram.

export interface CoveragePanelProps {
  reports: CoverageReports | null;
  status: 'loading' | 'ready' | 'unavailable';
  shown: boolean;
  onToggle(shown: boolean): void;
  onReload(): void;
}

const MARKS: CoverageMark[] = ['both', 'model', 'e2e', 'none'];

export function CoveragePanel({ reports, status, shown, onToggle, onReload }: CoveragePanelProps) {
  return (
    <section className="flow-panel" aria-labelledby="flow-coverage-title">
      <h2 id="flow-coverage-title">Test coverage</h2>
      {status === 'loading' && <p>Loading the coverage reports…</p>}
      {status === 'unavailable' && <p>The coverage reports could not be loaded (is the API running?).</p>}
      {status === 'ready' && reports && (
        <ul className="flow-totals">
          <li>Model tests: {reports.model ? coverageTotals(reports.model) : 'not run yet'}</li>
          <li>Browser tests: {reports.e2e ? coverageTotals(reports.e2e) : 'not run yet'}</li>
        </ul>
      )}
      <label>
        <input type="checkbox" checked={shown} disabled={status !== 'ready'} onChange={(event) => onToggle(event.target.checked)} /> Colour the diagram by coverage
      </label>
      <button type="button" onClick={onReload}>Reload reports</button>
      {shown && (
        <ul className="flow-legend" aria-label="Colour key">
          {MARKS.map((mark) => (
            <li key={mark}>
              <span className="flow-swatch" style={{ background: COLORS.coverage[mark].fill, borderColor: COLORS.coverage[mark].stroke }} aria-hidden="true" />
              {COVERAGE_WORDS[mark]}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
