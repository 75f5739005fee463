// Money as US dollars with two decimals (first document, section 9).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** '$1,234.50' for 1234.5. */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}

export interface MoneyProps {
  amount: number;
  className?: string;
}

export function Money({ amount, className }: MoneyProps) {
  return <span className={className}>{formatMoney(amount)}</span>;
}
