// Legal names as the credit bureau holds them: letters, and a space, an apostrophe or a hyphen
// between them ("Mary Ann", "O'Brien-Smith"). The form types with it, the prefill keeps it, and the
// server checks by it, so both sides accept the same names (docs/decisions/0034). Plain data, no
// zod: the form imports it.

/** A last name of one letter is accepted only for these (with a hint to enter the full name). */
export const SINGLE_LETTER_LAST_NAMES = ['A', 'I', 'O', 'U', 'Y'];
export const NAME_MAX_LENGTH = 40;

/** The canonical form: letters, one separator between them. */
const LEGAL_NAME_PATTERN = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;

// What phones and pasted documents type for an apostrophe or a hyphen.
const APOSTROPHES = /[\u2018\u2019\u02BC\u2032\u0060\u00B4]/g;
const HYPHENS = /[\u2010-\u2015\u2212\uFE63\uFF0D]/g;
// Letters without a decomposition into a plain letter and a mark.
const PLAIN_LETTERS: Record<string, string> = {
  ß: 'ss', ẞ: 'SS', ø: 'o', Ø: 'O', æ: 'ae', Æ: 'Ae', œ: 'oe', Œ: 'Oe', ł: 'l', Ł: 'L',
  đ: 'd', Đ: 'D', ð: 'd', Ð: 'D', þ: 'th', Þ: 'Th', ı: 'i',
};
const SEPARATOR_RUN = /[ '-]{2,}/g;

/** A run of separators is one: a hyphen if it holds one, else an apostrophe, else a space. */
const oneSeparator = (run: string): string => (run.includes('-') ? '-' : run.includes("'") ? "'" : ' ');

/** Apostrophes and hyphens in their plain form, accents folded to the bureau's plain letters, spaces as one kind. */
function plain(raw: string): string {
  return raw
    .replace(APOSTROPHES, "'")
    .replace(HYPHENS, '-')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßẞøØæÆœŒłŁđĐðÐþÞı]/g, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .replace(/\s/g, ' ');
}

/**
 * The name field as it is typed: what is not a letter or a separator is dropped, a separator never
 * comes first nor twice; the last one stays, so the next letter can follow it.
 */
export function typedLegalName(raw: string): string {
  return plain(raw)
    .replace(/[^A-Za-z '-]/g, '')
    .replace(SEPARATOR_RUN, oneSeparator)
    .replace(/^[ '-]+/, '');
}

/**
 * The name as it is sent and stored: the canonical form, with no separator at either end. It drops
 * nothing else, so a digit or a sign stays for the check to refuse (the server never guesses).
 */
export function legalName(raw: string): string {
  return plain(raw)
    .replace(SEPARATOR_RUN, oneSeparator)
    .replace(/^[ '-]+|[ '-]+$/g, '');
}

const isCanonical = (name: string): boolean => LEGAL_NAME_PATTERN.test(name) && name.length <= NAME_MAX_LENGTH;

/** A first name in canonical form: at least two characters. */
export const isFirstName = (name: string): boolean => isCanonical(name) && name.length >= 2;

/** A last name in canonical form: at least two characters, or one of A, I, O, U, Y. */
export const isLastName = (name: string): boolean =>
  isCanonical(name) && (name.length >= 2 || SINGLE_LETTER_LAST_NAMES.includes(name.toUpperCase()));
