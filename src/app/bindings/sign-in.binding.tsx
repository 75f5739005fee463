import { selectSignIn } from '../selectors/sign-in.selector.ts';
import { useFlowSelector, useSend } from './flow-context.tsx';
import { screenChunk } from './screen-chunk.tsx';

const SignInScreen = screenChunk(() => import('../../../screens/sign-in/sign-in.screen.tsx'), 'sign-in');

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
