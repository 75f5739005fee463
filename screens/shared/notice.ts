// What a screen can say about the last call, as a code: one per outcome of the machine. The
// selectors translate the machine's outcome to it in one table (screens/shared/outcome-notice.selector.ts);
// each screen takes the notices it has words for and writes them itself.
export type Notice =
  | 'code-sent'
  | 'already-registered'
  | 'previously-started'
  | 'phone-linked'
  | 'phone-check-failed'
  | 'send-failed'
  | 'wrong-code'
  | 'not-verified'
  | 'code-expired'
  | 'too-many-attempts'
  | 'rate-limited'
  | 'unreachable'
  /** Something went wrong on our side: the server failed or its answer was unusable. */
  | 'server-failed'
  | 'rejected'
  | 'user-exists'
  | 'payment-failed'
  | 'decision-timed-out';
