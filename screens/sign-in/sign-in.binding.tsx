import { selectSignIn } from './sign-in.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const SignInScreen = screenChunk(() => import('./sign-in.screen.tsx'), 'sign-in');

function SignInBinding() {
  const props = useFlowSelector(selectSignIn);
  const send = useSend();
  return (
    <SignInScreen
      {...props}
      onSubmitEmail={(values) => send({ type: 'user.submit', form: 'email', values })}
      onSubmitCode={(values) => send({ type: 'user.submit', form: 'code', values })}
      onResend={() => send({ type: 'user.resend' })}
    />
  );
}

/** The screen this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = { signin: () => <SignInBinding /> } satisfies ScreenBindings;
