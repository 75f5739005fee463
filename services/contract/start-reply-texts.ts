// The texts the server answers with that the first screen shows (decision 0078): apart from
// services/contract/reply-texts.ts because the first screen's chunk keeps every export of a module it
// shares with later screens, and the first screen's budget (95 kB) has no room for the others.

/** The login page's message for a start on a phone that already has an application. */
export const PREVIOUSLY_STARTED_TEXT = 'Looks like you previously started your credit card application, please log in to continue.';

/**
 * The generic failure text, shown by every screen whose call failed without a usable answer, and the
 * message of an API error that carries none.
 */
export const TRY_AGAIN_NEXT = 'Something went wrong. Press the next button to try again';
