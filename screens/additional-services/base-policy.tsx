import { Accordion } from '../../src/ui/accordion.tsx';
import { BASE_ANNUAL_LIMIT, BASE_COINSURANCE, BASE_DEDUCTIBLE } from '../../services/contract/constants.ts';
import { formatDollars } from '../accept-offer/offer-format.ts';
import { sentenceStart } from '../shared/sentence-start.ts';

export const BASE_COVERED = [
  'Accidents and injuries, like broken bones and swallowed objects',
  'Illnesses, from infections to cancer',
  'Emergency and specialist care',
  'Surgery and hospital stays',
  'Diagnostics: X-rays, blood tests and scans',
  'Hereditary and congenital conditions',
] as const;

export const NOT_COVERED_TITLE = "What's not covered";
export const BASE_NOT_COVERED = [
  'Conditions that started before coverage began',
  'Routine and preventive care (add the wellness plan for these)',
  'Cosmetic procedures, breeding and pregnancy',
  'Grooming, food and supplements',
] as const;

/** The free base policy: its numbers, then what it covers and does not, as an accordion. */
export function BasePolicy({ petName }: { petName: string }) {
  return (
    <section className="z-card z-stack" aria-labelledby="base-policy-title">
      <h2 id="base-policy-title">{sentenceStart(petName)}'s base policy</h2>
      <p>
        {formatDollars(BASE_DEDUCTIBLE)} deductible, {BASE_COINSURANCE}% coinsurance, up to {formatDollars(BASE_ANNUAL_LIMIT)} a
        year. Included with your card at no cost.
      </p>
      {/* The sample policies page (the documents' static link); a new tab keeps the applicant's place here. */}
      <p>
        <a href="/sample-policies/" target="_blank" rel="noopener noreferrer">
          Read our sample policies
          <span className="z-visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <Accordion
        items={[
          {
            id: 'covered',
            title: "What's covered",
            content: (
              <ul className="z-list">
                {BASE_COVERED.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          },
          {
            id: 'not-covered',
            title: NOT_COVERED_TITLE,
            content: (
              <ul className="z-list">
                {BASE_NOT_COVERED.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </section>
  );
}
