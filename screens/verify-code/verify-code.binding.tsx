import { useCallback } from 'react';
import { selectVerify } from './verify-code.selector.ts';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';

const VerifyCodeScreen = screenChunk(() => import('./verify-code.screen.tsx'), 'verify-code');

/** Both verification screens: the partner's 4-digit code, or our own 6-digit code. */
export function VerifyBinding({ which }: { which: 'partner' | 'own' }) {
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
