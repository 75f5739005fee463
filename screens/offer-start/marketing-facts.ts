import {
  ANNUAL_FEE_DOLLARS,
  APR_MARGIN_PERCENT,
  APR_MAX_PERCENT,
  BASE_ANNUAL_LIMIT,
  BASE_DEDUCTIBLE,
  CURRENT_APR_BASIS_POINTS,
  OTHER_POINTS_PER_DOLLAR,
  PET_POINTS_PER_DOLLAR,
  POINTS_PER_DOLLAR_CREDIT,
} from '../../services/contract/constants.ts';
import { PRODUCT_NAME } from '../../services/contract/product.ts';
import { wholeNumber } from '../../services/contract/whole-number.ts';

// The marketing facts of the first document, section 1, as sentences. Numbers come from the
// contract's constants so a change there changes every text here. Built as the first screen's
// chunk is evaluated: the digits are grouped without the browser's number formatting (whole-number.ts).
const dollars = (n: number) => `$${wholeNumber(n)}`;

export const FACTS = {
  insurance: `Base pet insurance covers illness and injury up to ${dollars(BASE_ANNUAL_LIMIT)} a year with a ${dollars(BASE_DEDUCTIBLE)} deductible. It is free for one pet per cardholder; extra pets are at your own cost.`,
  anyVet: 'Works at any licensed vet in the United States. Claims are filed through your dashboard.',
  points: `${PET_POINTS_PER_DOLLAR} points per $1 at pet merchants (veterinary services and pet shops, merchant category codes 0742 and 5995) and ${OTHER_POINTS_PER_DOLLAR} point per $1 everywhere else. ${POINTS_PER_DOLLAR_CREDIT} points equal $1 as a statement credit (each point is worth $0.01).`,
  annualFee: `The annual fee is ${dollars(ANNUAL_FEE_DOLLARS)}.`,
  apr: `Variable APR of prime plus ${APR_MARGIN_PERCENT}%, up to a maximum of ${APR_MAX_PERCENT}%; currently ${(CURRENT_APR_BASIS_POINTS / 100).toFixed(2)}%.`,
  prequalification: 'Prequalification takes 5 minutes or less and has no impact on your credit score.',
  vetCosts: 'Veterinary costs have risen about 60% in ten years. Pet insurance costs an average of $750 a year for dogs and $386 for cats.',
  eligiblePets: 'Eligible pets: dogs and cats.',
  savingsExample: 'Example: a $5,000 vet bill earns 15,000 points, worth $150. A $3,600 claim plus $150 of points saves you $3,750.',
  product: PRODUCT_NAME,
} as const;

/** Footnotes 1 to 7 under the offer, in order. Benefits refer to them by number. */
export const FINE_PRINT: readonly string[] = [
  FACTS.insurance,
  FACTS.anyVet,
  FACTS.points,
  FACTS.annualFee,
  FACTS.apr,
  FACTS.prequalification,
  FACTS.vetCosts,
];
