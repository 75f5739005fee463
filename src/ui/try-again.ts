// The first document's generic failure text (section 8), shown by every screen whose call failed
// without a usable answer: written once, here.
export const TRY_AGAIN_NEXT = 'Something went wrong. Press the next button to try again';

/** The second document's variant for a page whose button is Submit (accept offer, payment). */
export const TRY_AGAIN_SUBMIT = 'Something went wrong. Press the submit button to try again';
