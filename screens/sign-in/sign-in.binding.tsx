import { selectSignIn } from './sign-in.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';

const SignInScreen = screenChunk(() => import('./sign-in.screen.tsx'), 'sign-in');

export function SignInBinding() {
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
