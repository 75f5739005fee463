import { Accordion } from '../../src/ui/accordion.tsx';
import { PRODUCT_NAME } from '../../services/contract/product.ts';
import { FINALIZE_WINDOW_MS } from '../../services/contract/constants.ts';
import { formatDuration } from '../../services/contract/duration.ts';
import { ADD_ONS_RENEWAL } from '../shared/common.texts.ts';

const POPULAR_QUESTIONS = [
  {
    id: 'when-charged',
    question: 'When will I be charged for add-ons?',
    answer: ADD_ONS_RENEWAL,
  },
  {
    id: 'no-changes',
    question: 'What happens if I make no changes?',
    answer: `Without changes, the policy is finalized in ${formatDuration(FINALIZE_WINDOW_MS, 'long')} with standard coverage.`,
  },
  {
    id: 'which-vet',
    question: 'Which vets can I visit?',
    answer: 'Any licensed vet in the United States. File claims from your dashboard.',
  },
  {
    id: 'base-cost',
    question: 'Does the base policy cost anything?',
    answer: `No. The base policy is included with your ${PRODUCT_NAME} card for one pet.`,
  },
] as const;

export function PopularQuestions() {
  return (
    <section className="z-stack" aria-labelledby="popular-questions-title">
      <h2 id="popular-questions-title">Popular questions</h2>
      <Accordion items={POPULAR_QUESTIONS.map((q) => ({ id: q.id, title: q.question, content: <p>{q.answer}</p> }))} />
    </section>
  );
}
