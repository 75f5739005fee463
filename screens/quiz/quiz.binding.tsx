import { selectQuiz } from './quiz.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const QuizScreen = screenChunk(() => import('./quiz.screen.tsx'), 'quiz');

function QuizBinding() {
  const props = useFlowSelector(selectQuiz);
  const send = useSend();
  return (
    <QuizScreen
      {...props}
      onAnswerChange={(had) => send({ type: 'user.answer', hadInsuranceBefore: had })}
      onSubmit={({ had_insurance_before }) => {
        send({ type: 'user.answer', hadInsuranceBefore: had_insurance_before });
        send({ type: 'user.submit' });
      }}
    />
  );
}

/** The screen this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = { quiz: () => <QuizBinding /> } satisfies ScreenBindings;
