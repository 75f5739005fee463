import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** What the page shows of a walk: planning, a step under way, or why it stopped. */
export type LiveStepView =
  | { kind: 'planning'; state: string }
  | { kind: 'driving'; state: string; step: number; of: number; label: string }
  | { kind: 'opening'; state: string }
  | { kind: 'failed'; state: string; step: number; of: number; label: string; reason: string; reached: string | null }
  | { kind: 'refused'; state: string; reason: string };

export interface OpenLiveStepViewProps {
  view: LiveStepView;
  /** Opens the app where a failed walk stopped. */
  onOpenReached: () => void;
  onTryAgain: () => void;
}

/**
 * The sandbox page between the flow map and the app: it says which step of the walk is under way,
 * and when a step fails, which one and why, with a way into the state the walk reached.
 */
export function OpenLiveStepView({ view, onOpenReached, onTryAgain }: OpenLiveStepViewProps) {
  return (
    <main className="z-static-page">
      <div className="z-card z-stack" aria-live="polite">
        <h1>Opening {view.state} live</h1>
        {view.kind === 'planning' && (
          <p>
            <Spinner /> Finding the shortest way there through the sandbox…
          </p>
        )}
        {view.kind === 'driving' && (
          <>
            <p>
              <Spinner /> {view.step === 0 ? 'Starting a fresh sandbox application…' : `Step ${view.step} of ${view.of}: ${view.label}…`}
            </p>
            <progress max={Math.max(view.of, 1)} value={view.step} />
          </>
        )}
        {view.kind === 'opening' && (
          <p>
            <Spinner /> There: opening the app with the application's own session…
          </p>
        )}
        {view.kind === 'failed' && (
          <>
            <p role="alert">
              Step {view.step} of {view.of} ({view.label}) did not go as planned: {view.reason}
            </p>
            <div className="z-row">
              {view.reached && <Button onClick={onOpenReached}>Open where it stopped ({view.reached})</Button>}
              <Button variant="secondary" onClick={onTryAgain}>
                Try again with a new application
              </Button>
            </div>
          </>
        )}
        {view.kind === 'refused' && <p role="alert">{view.reason}</p>}
        <p>
          <a href="/flow">Back to the flow map</a>
        </p>
      </div>
    </main>
  );
}
