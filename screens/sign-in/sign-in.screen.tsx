import { Banner, ErrorBanner } from '../../src/ui/banner.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { codeSentMessage } from '../verify-code/verify-messages.ts';
import { OWN_CODE_LENGTH } from '../../services/contract/constants.ts';
import { SignInCodeForm } from './sign-in-code-form.tsx';
import { SignInEmailForm } from './sign-in-email-form.tsx';
import { START_MESSAGES } from '../offer-start/start-messages.ts';
import { SERVER_FAILED_TEXT, UNREACHABLE_TEXT } from '../shared/try-again.texts.ts';
import type { Notice } from '../shared/notice.ts';
import type { CodeValues, EmailValues } from '../../services/contract/form-values.ts';

/** The spec has no words for it: a short sentence of our own, written here once. */
const SESSION_ENDED_TEXT = 'Your session has ended. Please sign in again to pick up where you left off.';

export interface SignInScreenProps {
  /** 'email' first; 'code' once the login call answered a shared key. */
  step: 'email' | 'code';
  /** The email the code went to (code step), or a prefill (email step); empty when missing. */
  email?: string | null;
  /** Sent here by the login route: 'Looks like you previously started … please log in to continue.' */
  previouslyStarted?: boolean;
  /** Sent here from a step whose call found the session over: it says so (the flow goes back there after). */
  sessionEnded?: boolean;
  submitting?: boolean;
  resending?: boolean;
  /**
   * 'code-sent' after a resend; 'wrong-code' after a failed check (clears the input); 'unreachable':
   * no answer (the connection); 'failed': something went wrong on our side.
   */
  notice?: Extract<Notice, 'code-sent' | 'wrong-code' | 'unreachable' | 'server-failed'> | null;
  attempt?: number;
  /** The server's own text (an expired code, a limit's wait). */
  error?: string | null;
  fieldErrors?: Record<string, string[]> | null;
  onSubmitEmail: (values: EmailValues) => void;
  onSubmitCode: (values: CodeValues) => void;
  onResend: () => void;
}

/** /signin?next=… and the login route: email, then the emailed 6-digit code. */
export function SignInScreen(props: SignInScreenProps) {
  const email = props.email ?? '';
  const { step, previouslyStarted = false, sessionEnded = false, notice, error } = props;
  return (
    <div className="z-stack">
      <PageHeading title={step === 'email' ? 'Sign in' : 'Check your email'} focusOnMount />
      {sessionEnded ? (
        <Banner tone="info">
          <p>{SESSION_ENDED_TEXT}</p>
        </Banner>
      ) : null}
      {previouslyStarted ? (
        <Banner tone="info">
          <p>{START_MESSAGES['previously-started']}</p>
        </Banner>
      ) : null}
      {notice === 'code-sent' ? (
        <Banner tone="success">
          <p>{codeSentMessage(OWN_CODE_LENGTH)}</p>
        </Banner>
      ) : null}
      <ErrorBanner message={notice === 'unreachable' ? UNREACHABLE_TEXT : notice === 'server-failed' ? SERVER_FAILED_TEXT : error} />
      {step === 'email' ? (
        <SignInEmailForm initialEmail={email} submitting={props.submitting} fieldErrors={props.fieldErrors} onSubmit={props.onSubmitEmail} />
      ) : (
        <SignInCodeForm
          email={email}
          submitting={props.submitting}
          resending={props.resending}
          wrongCode={notice === 'wrong-code'}
          attempt={props.attempt}
          onSubmit={props.onSubmitCode}
          onResend={props.onResend}
        />
      )}
    </div>
  );
}

export default SignInScreen;
