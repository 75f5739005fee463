// Display rules of the offer, shared by accept offer, congratulations and the dashboard.

/** The server sends the purchase APR in basis points: 2624 is shown as 26.24%. */
export function formatApr(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2)}%`;
}

const wholeNumber = new Intl.NumberFormat('en-US');
/** 20000 → '20,000'. */
export function formatPoints(points: number): string {
  return wholeNumber.format(points);
}

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/**
 * 10000 → '$10,000' (limits and fees the spec writes without cents); an amount with cents keeps its
 * two decimals (12.5 → '$12.50'), never rounded to a whole dollar.
 */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? wholeDollars.format(amount) : dollarsAndCents.format(amount);
}
