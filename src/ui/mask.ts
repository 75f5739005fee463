// Input masks: '#' takes a digit, any other character is a literal. A literal is written only when
// a digit follows it, so deleting a character never gets stuck behind ') ' or '/'.

/** Keeps only the digits of a value ('(512) 555' → '512555'). */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Formats the digits of `value` into `pattern` ('5125550100', '(###) ###-####' → '(512) 555-0100'). */
export function applyMask(value: string, pattern: string): string {
  const digits = digitsOnly(value);
  let out = '';
  let pending = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === '#') {
      out += pending + digits[next];
      pending = '';
      next += 1;
    } else {
      pending += char;
    }
  }
  return out;
}

/** How many '#' slots a pattern has: the digits it can hold. */
export function maskDigitCount(pattern: string): number {
  return [...pattern].filter((c) => c === '#').length;
}

/** Whole dollars with thousands separators, from a digit string ('12000' → '12,000'). */
export function formatWholeDollars(digits: string): string {
  const clean = digitsOnly(digits).replace(/^0+(?=\d)/, '');
  if (clean === '') return '';
  return clean.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export const PHONE_MASK = '(###) ###-####';
export const MONTH_DAY_MASK = '##/##';
export const FULL_DATE_MASK = '##/##/####';
export const SSN_MASK = '###-##-####';
/** The last-four SSN field: the first five digits stay hidden, the applicant types the last four. */
export const SSN_LAST_FOUR_MASK = '***-**-####';
