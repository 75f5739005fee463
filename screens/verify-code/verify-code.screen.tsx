import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { SUPPORT_EMAIL } from '../../services/contract/product.ts';
import { Banner, ErrorBanner } from '../../src/ui/banner.tsx';
import { Button } from '../../src/ui/button.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { Spinner } from '../../src/ui/spinner.tsx';
import { CodeInput } from './code-input.tsx';
import { useSecondsLeft } from './use-seconds-left.ts';
import {
  ALREADY_REGISTERED_MESSAGE,
  codeSentMessage,
  PHONE_CHECK_FAILED_TITLE,
  PHONE_LINKED_MESSAGE,
  SEND_FAILED_MESSAGE,
  CANCEL_LABEL,
  CODE_EXPIRED_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  RATE_LIMITED_MESSAGE,
  CODE_CHECK_REFUSED_MESSAGE,
  NOT_VERIFIED_MESSAGE,
  waitMessage,
} from './verify-messages.ts';
import { SERVER_FAILED_TEXT, UNREACHABLE_TEXT } from '../shared/try-again.texts.ts';
import { WRONG_CODE_TEXT } from '../../services/contract/wrong-code-text.ts';
import type { VerifyNotice } from './verify-messages.ts';

export interface VerifyCodeScreenProps {
  /** 4: the partner code (zoomies.card.verify); 6: the own one-time code (zoomies.card.zoomies-verify). */
  codeLength: 4 | 6;
  /** '(512) 555-0100', named in the instructions when known. */
  phoneNumber?: string | null;
  /** The phone check is starting (the 1 s wait, the partner call): show a spinner, no input yet. */
  checking?: boolean;
  /** The code is being checked. */
  submitting?: boolean;
  /** Which notice of section 8 to show. */
  notice?: VerifyNotice | null;
  /** Bumped on every failed check: the input clears (and takes the focus) for the next try. */
  attempt?: number;
  /**
   * A code was actually sent (the partner check passed, the own code went out). When false (the
   * check failed or was rate-limited, the send failed) there is no "We texted…" line and no code
   * input. By default: no failed-check, linked or failed-send notice.
   */
  codeSent?: boolean;
  /** The server's own text for the notice, when it gave one (a limit's wait, an expired code). */
  serverMessage?: string | null;
  /**
   * 'rate-limited' with a code already sent: the seconds the server asked to wait before another
   * code. The screen counts them down beside the input of the code that was sent.
   */
  waitSeconds?: number | null;
  contactHref?: string;
  /** Called once the code has all its digits (typed, pasted or autofilled): `{ code: '1234' }`. */
  onSubmit: (values: { code: string }) => void;
  /** Resend: the binding restarts the phone check, goes back one page, or to /signup/start. */
  onResend: () => void;
  /** Partner code only: switch to the own 6-digit one-time code by SMS (`user.useSms`). */
  onUseSms?: () => void;
  /** Own code only: cancel the phone check (`user.cancel`: sets the user error flag). */
  onCancel?: () => void;
}

/**
 * The notices that are problems of the check or the send, in the server's words or ours. Every
 * notice has its case, without a default: a notice added to VerifyNotice without one fails the
 * typecheck here (the function would end without a return).
 */
function problemMessage(notice: VerifyNotice | null | undefined, serverMessage: string | null | undefined): string | null {
  switch (notice) {
    case 'code-expired':
      return serverMessage ?? CODE_EXPIRED_MESSAGE;
    case 'too-many-attempts':
      return serverMessage ?? TOO_MANY_ATTEMPTS_MESSAGE;
    case 'rate-limited':
      return serverMessage ?? RATE_LIMITED_MESSAGE;
    case 'unreachable':
      return UNREACHABLE_TEXT;
    case 'server-failed':
      return SERVER_FAILED_TEXT;
    case 'rejected':
      return serverMessage ?? CODE_CHECK_REFUSED_MESSAGE;
    case 'not-verified':
      return NOT_VERIFIED_MESSAGE;
    // Shown elsewhere on the page (their own banners or the field's error), or nothing to show.
    case 'code-sent':
    case 'send-failed':
    case 'wrong-code':
    case 'phone-check-failed':
    case 'already-registered':
    case 'phone-linked':
    case null:
    case undefined:
      return null;
  }
}

// eslint-disable-next-line max-lines-per-function -- One form of two steps (send, then enter the code) sharing the channel and the resend timer; split, they would pass both back and forth.
export function VerifyCodeScreen({
  codeLength,
  phoneNumber,
  checking = false,
  submitting = false,
  notice,
  attempt = 0,
  codeSent: codeSentProp,
  serverMessage,
  waitSeconds,
  contactHref = '/contact',
  onSubmit,
  onResend,
  onUseSms,
  onCancel,
}: VerifyCodeScreenProps) {
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  // 'Failure clears the input and shows an error', whatever the failure: ready for the next try,
  // focus back in the input.
  useEffect(() => {
    if (attempt === 0) return;
    setCode('');
    inputRef.current?.focus();
  }, [attempt]);

  // No code went out when the check failed, the phone is linked (0191) or the send failed: no
  // instruction to type one, and no input to type it in.
  const blocked = notice === 'phone-check-failed' || notice === 'phone-linked';
  const codeSent = (codeSentProp ?? notice !== 'send-failed') && !blocked;

  // The code input takes the focus as soon as it is shown (after the phone check), so the applicant
  // can type or paste the code right away.
  const inputShown = !checking && codeSent;
  useEffect(() => {
    if (inputShown) inputRef.current?.focus();
  }, [inputShown]);

  // Too soon for another code, with one already sent: the wait counts down beside its input (in
  // place of the server's fixed 'Please wait 30 seconds…'), and the partner's resend waits with it.
  const counting = notice === 'rate-limited' && codeSent && !!waitSeconds;
  const secondsLeft = useSecondsLeft(counting ? waitSeconds : null, attempt);
  const waiting = counting && secondsLeft > 0;

  const submit = (value: string) => {
    if (value.length === codeLength && !submitting) onSubmit({ code: value });
  };
  const onChange = (value: string) => {
    setCode(value);
    if (value.length === codeLength) submit(value);
  };
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(code);
  };

  const sentTo = phoneNumber ? ` to ${phoneNumber}` : '';
  const title = codeLength === 4 ? 'Verify your phone number' : 'Enter your verification code';
  const fieldError = notice === 'wrong-code' && code === '' ? WRONG_CODE_TEXT : undefined;

  return (
    <div className="z-stack">
      {/* Only a code that was sent is announced: otherwise the subtitle would mislead. */}
      <PageHeading title={title} subtitle={codeSent ? `We texted a ${codeLength}-digit code${sentTo}. It keeps your application safe.` : undefined} focusOnMount />
      {notice === 'code-sent' ? (
        <Banner tone="success">
          <p>{codeSentMessage(codeLength)}</p>
        </Banner>
      ) : null}
      {notice === 'send-failed' ? (
        <Banner tone="error">
          <p>{SEND_FAILED_MESSAGE}</p>
        </Banner>
      ) : null}
      {notice === 'already-registered' ? (
        <Banner tone="info">
          <p>{ALREADY_REGISTERED_MESSAGE}</p>
        </Banner>
      ) : null}
      {notice === 'phone-check-failed' ? (
        <Banner tone="warning" title={PHONE_CHECK_FAILED_TITLE}>
          <p>Please confirm that {phoneNumber ?? 'your number'} can receive text messages, then try again.</p>
          <p>
            Still stuck? Our support team can help: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
        </Banner>
      ) : null}
      {notice === 'phone-linked' ? (
        <Banner tone="error">
          <p>{PHONE_LINKED_MESSAGE}</p>
          <p>
            <a href={contactHref}>Contact us</a> and we'll help you sort it out.
          </p>
        </Banner>
      ) : null}
      <ErrorBanner message={counting ? null : problemMessage(notice, serverMessage)} />
      {checking ? (
        <Spinner label="Checking your phone number…" showLabel />
      ) : !codeSent ? null : (
        <form onSubmit={onFormSubmit} noValidate aria-label="Verification code" className="z-stack">
          <CodeInput
            ref={inputRef}
            id="verification-code"
            length={codeLength}
            value={code}
            label={`${codeLength}-digit code`}
            hint="Digits only. You can paste the code from your messages."
            error={fieldError}
            disabled={submitting}
            onChange={onChange}
          />
          {waiting ? (
            <p className="z-field-hint" data-testid="code-wait">
              {waitMessage(secondsLeft)}
            </p>
          ) : null}
          <Button type="submit" block loading={submitting} loadingLabel="Checking your code…" disabled={code.length !== codeLength && !submitting}>
            Verify
          </Button>
        </form>
      )}
      {notice === 'phone-linked' || checking ? null : (
        <p>
          {codeSent ? "Didn't get it? " : null}
          <Button variant="link" onClick={onResend} disabled={waiting && codeLength === 4}>
            {notice === 'phone-check-failed' ? 'Try again' : 'Send a new code'}
          </Button>
        </p>
      )}
      {onUseSms && codeLength === 4 && notice !== 'phone-linked' && !checking ? (
        <p>
          <Button variant="link" onClick={onUseSms}>
            Text me a 6-digit code instead
          </Button>
        </p>
      ) : null}
      {onCancel && codeLength === 6 && !checking ? (
        <p>
          <Button variant="link" onClick={onCancel}>
            {CANCEL_LABEL}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

export default VerifyCodeScreen;
