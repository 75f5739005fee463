// The first document's generic failure text (section 8) is the contract's (TRY_AGAIN_NEXT,
// services/contract/reply-texts.ts): the API client gives it to an error without a message too.

/** The second document's variant for a page whose button is Submit (accept offer, payment). */
export const TRY_AGAIN_SUBMIT = 'Something went wrong. Press the submit button to try again';

// A call that failed on a screen without a Next or Submit button (the phone and sign-in codes): no
// answer at all is the connection's, anything else is ours. The machine tells them apart
// (`unreachable`, `failed`); these are their words, written once.

/** No answer at all: offline, a dropped request, a time-out. */
export const UNREACHABLE_TEXT = "We couldn't reach our servers. Please check your connection and try again.";

/** Something went wrong on our side: a server error, an unusable answer. */
export const SERVER_FAILED_TEXT = 'Something went wrong on our side. Please try again in a moment.';
