import type { QuizScreenProps } from './quiz.screen.tsx';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { formProblem } from '../shared/form-problem.selector.ts';

export function selectQuiz(snapshot: FlowSnapshot): Omit<QuizScreenProps, 'onAnswerChange' | 'onSubmit'> {
  return {
    initialAnswer: snapshot.context.quizAnswer,
    submitting: snapshot.hasTag('busy'),
    failed: formProblem(snapshot.context.outcome).failed || snapshot.context.outcome?.code === 'rejected',
  };
}
