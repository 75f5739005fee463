import { TRY_AGAIN_NEXT } from '../../services/contract/start-reply-texts.ts';
import { RetryPanel } from '../shared/retry-panel.tsx';

// A page that could not be shown: its data did not load (the server's text when it gave one), or
// its code did not (a screen's chunk: the connection). Written once for both.

const LOAD_FAILED_TEXTS = {
  title: "We couldn't load this page",
  code: 'Please check your connection and try again. Nothing you entered has been lost.',
  // The first document's generic text names a Next button this page does not have; it names the
  // button it has instead, as the instant-link page does (issue 34, item 5).
  data: 'Something went wrong. Press "Try again" to try again',
} as const;

export interface LoadFailedScreenProps {
  /** What did not load: the state's data, or the screen's own code. */
  cause: 'data' | 'code';
  /** The server's own text for a failed data load, when it gave one. */
  serverMessage?: string | null;
  onRetry: () => void;
}

export function LoadFailedScreen({ cause, serverMessage = null, onRetry }: LoadFailedScreenProps) {
  // The API client gives the generic text to an answer without one of its own: that is no server text.
  const ownText = serverMessage !== null && serverMessage !== TRY_AGAIN_NEXT ? serverMessage : null;
  const message = cause === 'code' ? LOAD_FAILED_TEXTS.code : (ownText ?? LOAD_FAILED_TEXTS.data);
  return <RetryPanel title={LOAD_FAILED_TEXTS.title} message={message} onRetry={onRetry} />;
}
