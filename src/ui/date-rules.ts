import { MAX_AGE_YEARS, MIN_AGE_YEARS } from '../../services/contract/constants.ts';

// Date rules of the first document, section 5: month 1-12, day within the month, leap years allowed;
// a full date of birth is 10 characters and the age is between 18 and 120.

function daysInMonth(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'MM/DD' is a real day of some year (02/29 counts: leap years exist). */
export function isValidMonthDay(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(month, 2024);
}

/** 'MM/DD/YYYY' is a real calendar date. */
export function isValidFullDate(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const year = Number(match[3]);
  return year >= 1000 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(month, year);
}

/** Whole years between a 'MM/DD/YYYY' birthday and `today`. */
export function ageInYears(value: string, today: Date = new Date()): number {
  const [month, day, year] = value.split('/').map(Number) as [number, number, number];
  let age = today.getFullYear() - year;
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A valid date of birth for an adult applicant: age 18 to 120. */
export function isAdultBirthDate(value: string, today: Date = new Date()): boolean {
  if (!isValidFullDate(value)) return false;
  const age = ageInYears(value, today);
  return age >= MIN_AGE_YEARS && age <= MAX_AGE_YEARS;
}
