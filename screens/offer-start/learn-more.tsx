import type { ReactNode } from 'react';
import { Accordion } from '../../src/ui/accordion.tsx';
import { FACTS } from './marketing-facts.ts';
import { EmailUsAt } from '../shared/email-us.tsx';
import { HOW_REWARDS_WORK_TITLE, WHY_CHOOSE_TITLE } from '../info-modals/info-modal.texts.ts';

export interface LearnMoreProps {
  /** Opens an info modal (coverage add-ons, why Zoomies, worth the fee). Optional: without it the text stands alone. */
  onOpenInfo?: (which: 'coverage-add-ons' | 'why-zoomies' | 'annual-fee-worth-it') => void;
}

type InfoModal = Parameters<NonNullable<LearnMoreProps['onOpenInfo']>>[0];
/** A link under an answer that opens its info modal; nothing without `onOpenInfo`. */
type MoreLink = (which: InfoModal, label: string) => ReactNode;

/** The 'learn more' sections, in the order of the first document. */
export function LearnMore({ onOpenInfo }: LearnMoreProps) {
  const more: MoreLink = (which, label) =>
    onOpenInfo ? (
      <button type="button" className="z-button z-button--link" onClick={() => onOpenInfo(which)}>
        {label}
      </button>
    ) : null;
  return (
    <section aria-labelledby="learn-more-title" className="z-stack">
      <h2 id="learn-more-title">Learn more</h2>
      <Accordion items={learnMoreItems(more)} />
    </section>
  );
}

/** The questions and their answers. */
function learnMoreItems(more: MoreLink) {
  return [
    { id: 'covered', title: 'What is covered?', content: <p>{FACTS.insurance}</p> },
    {
      id: 'add-coverage',
      title: 'Can I add more coverage?',
      content: (
        <>
          <p>Yes. After you are approved you can add paid extras such as prescription meds, vet visits, a wellness plan, physical therapy, a lower deductible or a higher annual limit.</p>
          {more('coverage-add-ons', 'See the coverage add-ons')}
        </>
      ),
    },
    { id: 'any-vet', title: 'Can I go to any vet?', content: <p>{FACTS.anyVet}</p> },
    { id: 'rewards', title: HOW_REWARDS_WORK_TITLE, content: <p>{FACTS.points}</p> },
    {
      id: 'why',
      title: WHY_CHOOSE_TITLE,
      content: (
        <>
          <p>One card pays for your pet's care, earns points on it and comes with insurance built in. {FACTS.vetCosts}</p>
          {more('why-zoomies', `Why ${FACTS.product}`)}
        </>
      ),
    },
    { id: 'another-pet', title: 'Can I add another pet?', content: <p>Yes. The base policy is free for one pet per cardholder; you can cover more pets from your dashboard at your own cost.</p> },
    { id: 'eligible', title: 'Which pets are eligible?', content: <p>{FACTS.eligiblePets} Pets must be at least 7 weeks old.</p> },
    { id: 'annual-fee', title: 'Why is there an annual fee?', content: <p>{FACTS.annualFee} It pays for the pet insurance that comes with your card, so the policy itself costs you nothing extra.</p> },
    {
      id: 'worth-it',
      title: 'Is it worth the fee?',
      content: (
        <>
          <p>{FACTS.savingsExample}</p>
          {more('annual-fee-worth-it', 'See the savings example')}
        </>
      ),
    },
    {
      id: 'help',
      title: 'Need help with something else?',
      content: (
        <p>
          <EmailUsAt /> and we'll answer within a day, or visit our <a href="/contact">contact page</a>.
        </p>
      ),
    },
  ];
}
