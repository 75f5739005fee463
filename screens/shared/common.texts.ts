import { MIN_PET_AGE_WEEKS } from '../../services/contract/constants.ts';

// Texts that two screens or more show, written once (issue 35, "each fact once"): a copy would stay
// behind when the words change. A text one screen shows stays in that screen.

/** The add-ons' charge (second document): the additional services, their questions and the payment page. */
export const ADD_ONS_RENEWAL = 'Add-ons renew yearly and are charged within 24 hours.';

/** Why a pet too young is not insured (second document, section 4, pet_too_young). */
export const PET_TOO_YOUNG = `We can't insure pets until they are ${MIN_PET_AGE_WEEKS} weeks old.`;

/** After approval: congratulations and welcome. */
export const CARD_BY_MAIL = 'Your card will arrive by mail in 1-2 weeks.';

/** The way to the Dashboard from the last pages (welcome, not pre-qualified). */
export const GO_TO_DASHBOARD = 'Go to my dashboard';

/** Resend on both code screens (the phone's and the sign-in's). */
export const SEND_NEW_CODE = 'Send a new code';

/** The second address line (the home address, the alternate address). */
export const UNIT_LABEL = 'Apartment, suite or unit (optional)';
