import { PageHeading } from '../../src/ui/page-heading.tsx';
import { Banner } from '../../src/ui/banner.tsx';
import { Button } from '../../src/ui/button.tsx';

/** The page's one button, after a failed send; the failure text names it. */
const SEND_AGAIN = 'Send the link again';
/**
 * The first document's generic failure text, naming the button this page has: it has no Next (the
 * second document words its Submit pages the same way: 'Press the submit button to try again').
 */
const TRY_AGAIN_SEND = `Something went wrong. Press "${SEND_AGAIN}" to try again`;

export interface InstalinkScreenProps {
  /** Where the link went, when known (shown to reassure; never required). */
  email?: string | null;
  /** The link is being sent. */
  sending?: boolean;
  /** Sending the link failed without a usable answer (the spec's retry text shows). */
  failed?: boolean;
  /** The server's text when sending failed (for example too many links). */
  error?: string | null;
  /** Send the link again (shown after a failure). */
  onResend?: () => void;
}

/** zoomies.card.instalink: the mobile hand-off. 'Other behaviour of this screen: not shown.' */
export function InstalinkScreen({ email, sending = false, failed = false, error, onResend }: InstalinkScreenProps) {
  const problem = error ?? (failed ? TRY_AGAIN_SEND : null);
  return (
    <div className="z-stack">
      <PageHeading title="Check your email for the link sent!" focusOnMount />
      <div role="status">
        <p>
          We sent a link{email ? (
            <>
              {' '}
              to <strong>{email}</strong>
            </>
          ) : null}
          . Open it on this phone to pick up your application right where you left off.
        </p>
        <p className="z-muted">It can take a minute to arrive. If you can't find it, check your spam or promotions folder.</p>
      </div>
      {problem ? <Banner tone="error">{problem}</Banner> : null}
      {problem && onResend ? (
        <Button onClick={onResend} loading={sending}>
          {SEND_AGAIN}
        </Button>
      ) : null}
    </div>
  );
}

export default InstalinkScreen;
