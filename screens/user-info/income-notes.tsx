import { formatMoney } from '../../src/ui/money.tsx';
import { Banner } from '../../src/ui/banner.tsx';
import { isHousingCostHigh, lowIncomeMonthlyAverage, parseDollars } from './income-rules.ts';

export interface IncomeNotesProps {
  annualIncome: string;
  monthlyHousingPayment: string;
}

/** Non-blocking notes: the monthly average of a low income, and a check of high housing costs. */
export function IncomeNotes({ annualIncome, monthlyHousingPayment }: IncomeNotesProps) {
  const income = parseDollars(annualIncome);
  const housing = parseDollars(monthlyHousingPayment);
  const monthly = lowIncomeMonthlyAverage(income);
  const high = isHousingCostHigh(income, housing);
  if (monthly === null && !high) return null;
  return (
    <div className="z-stack" aria-live="polite">
      {monthly !== null ? (
        <Banner tone="info" role="none">
          <p>That's an average of {formatMoney(monthly)} a month. Include all the income you can rely on, such as wages, benefits and support.</p>
        </Banner>
      ) : null}
      {high ? (
        <Banner tone="warning" role="none" title="Are your income and housing costs correct?">
          <p>Your housing payment is more than 40% of your monthly income. If that's right, carry on.</p>
        </Banner>
      ) : null}
    </div>
  );
}
