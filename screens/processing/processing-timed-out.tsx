import { RetryPanel } from '../shared/retry-panel.tsx';

// The decision wait gave up (the machine's time-out): shown in place of the processing screen, and
// loaded with the binding rather than the screen's chunk, so it shows even when that chunk is slow.

const TIMED_OUT_TEXTS = {
  title: 'This is taking longer than usual',
  message: "We're still reviewing your information. Please try again in a moment — nothing you entered has been lost.",
} as const;

export function ProcessingTimedOut({ onRetry }: { onRetry: () => void }) {
  return <RetryPanel title={TIMED_OUT_TEXTS.title} message={TIMED_OUT_TEXTS.message} onRetry={onRetry} />;
}
