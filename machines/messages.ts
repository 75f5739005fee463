import { PRODUCT_NAME } from '../services/contract/product.ts';
import { PARTNER_CODE_LENGTH, OWN_CODE_LENGTH } from '../services/contract/constants.ts';

// The texts the machine puts in context (notices and errors). Quoted exactly from the spec: a screen
// shows them as they are.

export const MESSAGES = {
  partnerCodeSent: `New ${PARTNER_CODE_LENGTH}-digit code sent!`,
  ownCodeSent: `New ${OWN_CODE_LENGTH}-digit code sent!`,
  codeSendFailed: 'There was an error sending your code. Please try again.',
  wrongCode: 'Wrong code. Please try again',
  alreadyRegistered: 'You have already registered this phone number, an additional code has been sent.',
  phoneLinked: 'This phone number is already linked to an account. Please contact us for help.',
  phoneCheckFailed: "We're having trouble verifying your number",
  startNeedsLogin: 'Looks like you previously started your credit card application, please log in to continue.',
  tryAgainNext: 'Something went wrong. Press the next button to try again',
  tryAgainSubmit: 'Something went wrong. Press the submit button to try again',
  userExists: `Looks like you previously started your ${PRODUCT_NAME} credit card application, please log in to continue.`,
  uploadFailed: 'Failed to upload file',
  decisionTimedOut: 'Processing is taking longer than expected. Please try again.',
} as const;
