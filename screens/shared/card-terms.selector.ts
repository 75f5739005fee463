import type { SignupDetail } from '../../services/contract/origination.schema.ts';

// What the offer, congratulations and the Dashboard show of the card, and of the pet, read from the
// signup detail only: a screen shows these or its loading view, never a $0 or 0% standing in.

export interface CardTerms {
  creditLimit: number;
  purchaseApr: number;
  annualFee: number;
}

/** The card's terms once the signup has an offer; null before. */
export function cardTerms(signup: SignupDetail | null): CardTerms | null {
  if (!signup || signup.credit_application_credit_limit === null || signup.credit_application_purchase_apr === null) return null;
  return { creditLimit: signup.credit_application_credit_limit, purchaseApr: signup.credit_application_purchase_apr, annualFee: signup.annual_fee };
}

/** The insured pet, or null for a pet-less card (no eligible pet). */
export function petOfSignup(signup: SignupDetail): { name: string; type: string } | null {
  if (!signup.has_card_animal || !signup.animal_data) return null;
  return { name: signup.animal_data.pet_name, type: signup.animal_data.pet_type };
}
