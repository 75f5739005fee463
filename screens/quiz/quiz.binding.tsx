import { selectQuiz } from './quiz.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';

const QuizScreen = screenChunk(() => import('./quiz.screen.tsx'), 'quiz');

export function QuizBinding() {
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
