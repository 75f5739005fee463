import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { OWN_CODE_LENGTH } from '../../services/contract/constants.ts';
import { Button } from '../../src/ui/button.tsx';
import { CodeInput } from '../verify-code/code-input.tsx';
import { WRONG_CODE_TEXT } from '../../services/contract/wrong-code-text.ts';

export interface SignInCodeFormProps {
  email: string;
  submitting?: boolean;
  resending?: boolean;
  /** True after a failed check: clears the input and shows 'Wrong code. Please try again'. */
  wrongCode?: boolean;
  attempt?: number;
  onSubmit: (values: { code: string }) => void;
  onResend: () => void;
}

export function SignInCodeForm({ email, submitting = false, resending = false, wrongCode = false, attempt = 0, onSubmit, onResend }: SignInCodeFormProps) {
  const [code, setCode] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (wrongCode) {
      setCode('');
      ref.current?.focus();
    }
  }, [wrongCode, attempt]);
  // Each of the two actions waits while the other runs: a code checked while a new one is being sent,
  // or a new code asked for while this one is checked, would be dropped (decision 0058).
  const submit = (value: string) => {
    if (value.length === OWN_CODE_LENGTH && !submitting && !resending) onSubmit({ code: value });
  };
  return (
    <form
      className="z-stack"
      noValidate
      aria-label="Enter your sign-in code"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit(code);
      }}
    >
      <CodeInput
        ref={ref}
        id="sign-in-code"
        length={OWN_CODE_LENGTH}
        value={code}
        label="6-digit code"
        hint={`We sent it to ${email}. Digits only; you can paste it.`}
        error={wrongCode && code === '' ? WRONG_CODE_TEXT : undefined}
        disabled={submitting}
        onChange={(value) => {
          setCode(value);
          submit(value);
        }}
      />
      <Button type="submit" block loading={submitting} loadingLabel="Signing you in…" disabled={(code.length !== OWN_CODE_LENGTH && !submitting) || resending}>
        Sign in
      </Button>
      <p>
        Didn't get it?{' '}
        <Button variant="link" onClick={onResend} loading={resending} disabled={submitting} loadingLabel="Sending a new code…">
          Send a new code
        </Button>
      </p>
    </form>
  );
}
