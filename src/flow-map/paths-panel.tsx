import { useState } from 'react';
import type { FlowPath, PathKind, PathListing } from './test-paths.ts';

// The generated test paths as step lists. They are computed on request: simple paths of a large
// machine take a moment, and the map should open at once.

export interface PathsPanelProps {
  /** Computes the paths of one kind, optionally only those ending in one state; throws when traversal fails. */
  generate(kind: PathKind, toStateId: string | null): PathListing;
  /** The states a path can be asked to end in, as id and label. */
  targets: Array<{ id: string; label: string }>;
  shownPathId: string | null;
  onShow(path: FlowPath | null): void;
  /** Said above the list, e.g. where the traversal events come from. */
  note?: string;
}

export function PathsPanel({ generate, targets, shownPathId, onShow, note }: PathsPanelProps) {
  const [kind, setKind] = useState<PathKind>('shortest');
  const [target, setTarget] = useState('');
  const [listing, setListing] = useState<PathListing | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = (): void => {
    try {
      setListing(generate(kind, target || null));
      setError(null);
    } catch (problem) {
      setListing(null);
      setError(problem instanceof Error ? problem.message : String(problem));
    }
    onShow(null);
  };

  return (
    <section className="flow-panel" aria-labelledby="flow-paths-title">
      <h2 id="flow-paths-title">Test paths</h2>
      {note && <p className="flow-muted">{note}</p>}
      <fieldset className="flow-choice">
        <legend>Kind of path</legend>
        <label>
          <input type="radio" name="path-kind" value="shortest" checked={kind === 'shortest'} onChange={() => setKind('shortest')} /> Shortest (one per state)
        </label>
        <label>
          <input type="radio" name="path-kind" value="simple" checked={kind === 'simple'} onChange={() => setKind('simple')} /> Simple (every way without loops)
        </label>
      </fieldset>
      <label className="flow-field">
        Ending in{' '}
        <select value={target} onChange={(event) => setTarget(event.target.value)}>
          <option value="">any state</option>
          {targets.map((option) => (
            <option key={option.id} value={option.id}>{option.label}</option>
          ))}
        </select>
      </label>
      <button type="button" onClick={run}>List paths</button>
      {shownPathId && <button type="button" onClick={() => onShow(null)}>Hide path</button>}
      {error && <p role="alert">Could not generate the paths: {error}</p>}
      {listing && (
        <>
          <p aria-live="polite">
            {listing.paths.length} {kind} paths{listing.truncated ? ' (the first ones; there are more: choose a state to narrow the list)' : ''}.
          </p>
          <ol className="flow-paths">
            {listing.paths.map((path) => (
              <li key={path.id}>
                <details>
                  <summary>
                    {path.title} <span className="flow-muted">({path.steps.length} steps)</span>
                  </summary>
                  {path.steps.length === 0 ? (
                    <p>The start state: no step needed.</p>
                  ) : (
                    <ol className="flow-steps">
                      {path.steps.map((step, index) => (
                        <li key={index}>
                          <code>{step.eventText}</code> → {step.stateText}
                        </li>
                      ))}
                    </ol>
                  )}
                </details>
                <button type="button" aria-pressed={shownPathId === path.id} onClick={() => onShow(shownPathId === path.id ? null : path)}>
                  {shownPathId === path.id ? 'Shown on the diagram' : 'Show on the diagram'}
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
