// Texts the server answers with that the screens also show, or that the client gives an error it
// makes itself (first document, section 8, where it quotes them): written once, here, in a file
// without zod, so a screen's chunk does not pull the contract's runtime in.

/**
 * The server's reply text for a wrong code, and what the code screens show for it (first document,
 * section 8: 'Wrong code. Please try again' is "shown when the server reply text matches"). The
 * server sends it with the error code `wrong_code`; the machine matches the code or this text
 * (decision 0071).
 */
export const WRONG_CODE_TEXT = 'Wrong code. Please try again';

/** The phone check failed (the server's refusal, and the title of the screen's banner). */
export const PHONE_CHECK_FAILED_TEXT = "We're having trouble verifying your number";

/** A one-time code past its expiry (the server's words; the screen's when the server gave none). */
export const CODE_EXPIRED_TEXT = 'This code has expired. Please request a new one.';

/** Every try of a code used (the server's words; the screen's when the server gave none). */
export const TOO_MANY_WRONG_CODES_TEXT = 'Too many wrong codes. Please request a new code in a few minutes.';

/** A legal page of no known document (the server's 404, the screen's title). */
export const DOCUMENT_NOT_FOUND_TEXT = 'Document not found';
