import { useEffect, useState } from 'react';
import type { JourneyLayout } from './journey-layout.ts';
import type { FieldChange, MachineDiff } from './machine-diff.ts';
import { diffSummary } from './machine-diff.ts';
import type { MachineGraph } from './machine-graph.ts';

// What changed between an earlier build and this one (`/flow?compare=<build>`): the summary, then
// every state and transition added, removed or changed, each state a link to its details. The
// diagram shows the same on the journey (green added, red removed, amber changed). Without a
// comparison, the builds served here to compare with.

export type CompareState =
  | { hash: string; status: 'loading'; error?: undefined }
  | { hash: string; status: 'failed'; error: string }
  | { hash: string; status: 'ready'; diff: MachineDiff; union: MachineGraph; layout: JourneyLayout | null; error?: undefined };

export interface BuildEntry {
  hash: string;
  builtAt: string;
  commit: string | null;
  states: number;
  transitions: number;
}

export interface ComparePanelProps {
  compare: CompareState | null;
  /** The builds served here, newest first (this one included). */
  builds: BuildEntry[];
  current: string | null;
  titleOf(stateId: string): string;
  onSelect(stateId: string): void;
  onCompare(hash: string | null): void;
}

export function ComparePanel({ compare, builds, current, titleOf, onSelect, onCompare }: ComparePanelProps) {
  const earlier = builds.filter((build) => build.hash !== current);
  const [chosen, setChosen] = useState(earlier[0]?.hash ?? '');
  useEffect(() => {
    if (!chosen && earlier[0]) setChosen(earlier[0].hash);
  }, [chosen, earlier]);

  if (!compare) {
    if (earlier.length === 0) return null;
    return (
      <section className="flow-panel" aria-labelledby="flow-compare-title">
        <h2 id="flow-compare-title">What changed</h2>
        <form
          className="flow-range"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) onCompare(chosen);
          }}
        >
          <label className="flow-field">
            Since the build{' '}
            <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
              {earlier.map((build) => (
                <option key={build.hash} value={build.hash}>
                  {describeBuild(build)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Compare</button>
        </form>
      </section>
    );
  }

  const build = builds.find((candidate) => candidate.hash === compare.hash);
  return (
    <section className="flow-panel" aria-labelledby="flow-compare-title">
      <h2 id="flow-compare-title">What changed since {build ? describeBuild(build) : `build ${compare.hash}`}</h2>
      {compare.status === 'loading' && <p role="status">Comparing the two machines…</p>}
      {compare.status === 'failed' && <p role="alert">{compare.error}</p>}
      {compare.status === 'ready' && (
        <>
          <p>{diffSummary(compare.diff)}</p>
          {compare.diff.states.length > 0 && (
            <>
              <h3>States</h3>
              <ul className="flow-transitions">
                {compare.diff.states.map((change) => (
                  <li key={change.id}>
                    <span className={`flow-change flow-change--${change.mark}`}>{change.mark}</span>{' '}
                    <button type="button" className="flow-link" onClick={() => onSelect(change.id)}>
                      {titleOf(change.id)}
                    </button>
                    <FieldChanges fields={change.fields} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {compare.diff.transitions.length > 0 && (
            <>
              <h3>Transitions</h3>
              <ul className="flow-transitions">
                {compare.diff.transitions.map((change) => (
                  <li key={change.key}>
                    <span className={`flow-change flow-change--${change.mark}`}>{change.mark}</span> {change.transition.plainLabel ?? change.transition.eventLabel}{' '}
                    <span className="flow-muted">({change.key})</span>
                    <FieldChanges fields={change.fields} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <button type="button" onClick={() => onCompare(null)}>
        Stop comparing
      </button>
    </section>
  );
}

/** Each changed field of a state or transition: its value before, struck through, then after. */
function FieldChanges({ fields }: { fields: FieldChange[] }) {
  return fields.map((field) => (
    <span key={field.field} className="flow-change__field">
      {field.field}: <del>{field.before ?? 'none'}</del> → <ins>{field.after ?? 'none'}</ins>
    </span>
  ));
}

function describeBuild(build: BuildEntry): string {
  return `${build.builtAt.slice(0, 16).replace('T', ' ')}${build.commit ? ` (${build.commit})` : ''}, ${build.states} states`;
}
