import { useState } from 'react';
import type { Funnel } from './funnel.ts';
import { formatDuration } from '../../services/contract/duration.ts';
import { percent, stateFunnel } from './funnel.ts';

// Where applicants go, over a date range: per step, how many entered, where they went next, how many
// stopped there and how long they stayed (the median). The same numbers are drawn on the map: arrow
// widths follow the counts. A staff token is asked for only when the server wants one (production).

export interface FunnelPanelProps {
  range: { from: string; to: string };
  status: 'loading' | 'ready' | 'failed' | 'needs-token';
  error: string | null;
  funnel: Funnel | null;
  shown: boolean;
  /** The funnel is drawn on the journey; the diagram of every state shows no numbers. */
  drawnOn: 'journey' | 'elsewhere';
  /** Moves between steps that no arrow of the diagram shows. */
  unshown: Array<{ from: string; to: string; count: number }>;
  labelFor(stateId: string): string;
  onLoad(range: { from: string; to: string }, staffToken: string | null): void;
  onToggle(shown: boolean): void;
}

export function FunnelPanel({ range, status, error, funnel, shown, drawnOn, unshown, labelFor, onLoad, onToggle }: FunnelPanelProps) {
  const visited = funnel ? funnel.states.filter((state) => state.entered > 0) : [];
  const total = funnel ? Math.max(0, ...funnel.states.map((state) => state.entered)) : 0;

  return (
    <section className="flow-panel" aria-labelledby="flow-funnel-title">
      <h2 id="flow-funnel-title">Applicants</h2>
      <RangeForm range={range} asksForToken={status === 'needs-token'} onLoad={onLoad} />
      <p role="status" className="flow-muted">
        {status === 'loading' && 'Counting the applicants…'}
        {status === 'needs-token' && 'The funnel is for staff: type the staff token.'}
        {status === 'failed' && (error ?? 'The funnel could not be loaded.')}
        {status === 'ready' && funnel && `${range.from} to ${range.to}: ${total} applicant${total === 1 ? '' : 's'} at the busiest step.`}
      </p>
      <label>
        <input type="checkbox" checked={shown} disabled={!funnel} onChange={(event) => onToggle(event.target.checked)} /> Show the applicants on the journey
      </label>
      {drawnOn === 'elsewhere' && <p className="flow-muted">The numbers are drawn on the journey view; the diagram of every state has them here only.</p>}
      {funnel && visited.length === 0 && <p>No application moved in these days.</p>}
      {funnel && visited.length > 0 && <FunnelTable visited={visited} labelFor={labelFor} />}
      {shown && unshown.length > 0 && (
        <>
          <h3>Moves without an arrow on the map</h3>
          <ul className="flow-transitions">
            {unshown.map((move) => (
              <li key={`${move.from}>${move.to}`}>
                {labelFor(move.from)} → {labelFor(move.to)}: {move.count}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="flow-muted">
        Entered: applications that reached the step in these days. Stopped: entered and have not gone on (yet). Median time: from reaching the step to reaching the next one.
      </p>
    </section>
  );
}

/** The days to count (and the staff token, when the server asked for one): what is typed stays here until submitted. */
function RangeForm({ range, asksForToken, onLoad }: { range: FunnelPanelProps['range']; asksForToken: boolean; onLoad: FunnelPanelProps['onLoad'] }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [token, setToken] = useState('');
  return (
    <form
      className="flow-range"
      onSubmit={(event) => {
        event.preventDefault();
        onLoad({ from, to }, token.trim() || null);
      }}
    >
      <label className="flow-field">
        From <input type="date" value={from} max={to} required onChange={(event) => setFrom(event.target.value)} />
      </label>
      <label className="flow-field">
        To <input type="date" value={to} min={from} required onChange={(event) => setTo(event.target.value)} />
      </label>
      {asksForToken && (
        <label className="flow-field">
          Staff token <input type="password" autoComplete="off" value={token} onChange={(event) => setToken(event.target.value)} />
        </label>
      )}
      <button type="submit">Show these days</button>
    </form>
  );
}

/** Per step the applicants reached: where they went next, how many stopped, how long they stayed. */
function FunnelTable({ visited, labelFor }: { visited: Funnel['states']; labelFor: FunnelPanelProps['labelFor'] }) {
  return (
    <table className="flow-funnel">
      <caption className="flow-sr-only">Applicants per step</caption>
      <thead>
        <tr>
          <th scope="col">Step, and where they went</th>
          <th scope="col">Entered</th>
          <th scope="col">Stopped</th>
          <th scope="col">Median time</th>
        </tr>
      </thead>
      <tbody>
        {visited.map((state) => {
          const counts = stateFunnel(state);
          return (
            <tr key={state.id}>
              <th scope="row">
                {labelFor(state.id)}
                {counts.exits.length > 0 && (
                  <span className="flow-funnel__exits">→ {counts.exits.map((exit) => `${labelFor(exit.to)} ${exit.count}`).join(', ')}</span>
                )}
              </th>
              <td>{counts.entered}</td>
              <td>
                {counts.stopped} ({percent(counts.dropOff)})
              </td>
              <td>{counts.medianMs === null ? '—' : formatDuration(counts.medianMs)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
