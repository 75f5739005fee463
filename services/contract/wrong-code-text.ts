// The server's reply text for a wrong code, and what the code screens show for it (first document,
// section 8: 'Wrong code. Please try again' is "shown when the server reply text matches"). The
// server sends it with the error code `wrong_code`; the machine matches the code or this text
// (decision 0071). Written once, here, in a file without zod: the server's answer, the contract's
// code rules, the machine and the code screens read it.

export const WRONG_CODE_TEXT = 'Wrong code. Please try again';
