import { useCallback } from 'react';
import { selectVerify } from './verify-code.selector.ts';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const VerifyCodeScreen = screenChunk(() => import('./verify-code.screen.tsx'), 'verify-code');

/** Both verification screens: the partner's 4-digit code, or our own 6-digit code. */
function VerifyBinding({ which }: { which: 'partner' | 'own' }) {
  const props = useFlowSelector(useCallback((snapshot: FlowSnapshot) => selectVerify(snapshot, which), [which]));
  const send = useSend();
  return (
    <VerifyCodeScreen
      {...props}
      onSubmit={(values) => send({ type: 'user.submit', form: 'code', values })}
      onResend={() => send({ type: 'user.resend' })}
      {...(which === 'partner' ? { onUseSms: () => send({ type: 'user.useSms' }) } : { onCancel: () => send({ type: 'user.cancel' }) })}
    />
  );
}

/** The screens this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = {
  'verify-partner': () => <VerifyBinding which="partner" />,
  'verify-own': () => <VerifyBinding which="own" />,
} satisfies ScreenBindings;
