import type { QuizScreenProps } from '../../../screens/quiz/quiz.screen.tsx';
import type { FlowSnapshot } from './flow-snapshot.ts';
import { formProblem } from './form-problem.ts';

export function selectQuiz(snapshot: FlowSnapshot): Omit<QuizScreenProps, 'onAnswerChange' | 'onSubmit'> {
  return {
    initialAnswer: snapshot.context.quizAnswer,
    submitting: snapshot.hasTag('busy'),
    failed: formProblem(snapshot.context.outcome).failed || snapshot.context.outcome?.code === 'rejected',
  };
}
