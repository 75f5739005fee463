import { selectQuiz } from '../selectors/quiz.selector.ts';
import { useFlowSelector, useSend } from './flow-context.tsx';
import { screenChunk } from './screen-chunk.tsx';

const QuizScreen = screenChunk(() => import('../../../screens/quiz/quiz.screen.tsx'), 'quiz');

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
