import type { SnapshotMessage } from '../app/live-channel.ts';

// The live side: whether a flow tab is talking to the map, and the events it reported, newest first.

export interface LivePanelProps {
  log: SnapshotMessage[];
  labelFor(stateId: string): string;
  leafIds(message: SnapshotMessage): string[];
  inspector: 'off' | 'attaching' | 'on' | 'failed';
  onAttachInspector(): void;
}

export function LivePanel({ log, labelFor, leafIds, inspector, onAttachInspector }: LivePanelProps) {
  const latest = log[0];
  return (
    <section className="flow-panel" aria-labelledby="flow-live-title">
      <h2 id="flow-live-title">Live</h2>
      <p aria-live="polite">
        {latest
          ? `The flow is in ${leafIds(latest).map(labelFor).join(' + ')}.`
          : 'Waiting for the flow: open the application in another tab of this browser.'}
      </p>
      <p>
        <a href="/" target="_blank" rel="noreferrer">Open the flow in a new tab</a>
      </p>
      <button type="button" onClick={onAttachInspector} disabled={inspector === 'attaching' || inspector === 'on'}>
        {inspector === 'on' ? 'Stately inspector attached' : 'Attach the Stately inspector'}
      </button>
      {inspector === 'failed' && <p role="alert">The inspector could not be loaded (it needs to be online).</p>}
      <h3 id="flow-log-title">Event log</h3>
      {log.length === 0 ? (
        <p className="flow-muted">No events yet.</p>
      ) : (
        <ol className="flow-log" aria-labelledby="flow-log-title">
          {log.map((message, index) => (
            <li key={`${message.at}-${index}`}>
              <time dateTime={new Date(message.at).toISOString()}>{new Date(message.at).toLocaleTimeString()}</time>{' '}
              <code>{message.event?.type ?? '(current state)'}</code> → {leafIds(message).map(labelFor).join(' + ')}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
