import type { PaymentScreenProps } from './payment.screen.tsx';
import type { PlanPurchase } from '../../services/contract/insurance.schema.ts';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { formProblem } from '../shared/form-problem.selector.ts';

// The payment page: the plan purchase the machine created, the period, and what went wrong (the
// provider's or the server's text).

export type PaymentData = Pick<PaymentScreenProps, 'petName' | 'paymentPeriod' | 'annualTotal' | 'monthlyTotal' | 'submitting' | 'error' | 'failed' | 'showPhoneField'> & {
  purchase: PlanPurchase;
  originationId: string | null;
};

export function selectPayment(snapshot: FlowSnapshot): PaymentData | null {
  const { planPurchase: purchase, petApplication, paymentPeriod, outcome, usedAlternatePaymentMethod, originationId } = snapshot.context;
  if (!purchase || !petApplication) return null;
  const problem = formProblem(outcome);
  return {
    petName: petApplication.data.pet_name,
    paymentPeriod,
    // What the server stored and will charge, never a figure of the page's own (decision 0032).
    annualTotal: purchase.annual_total,
    monthlyTotal: purchase.monthly_total,
    submitting: snapshot.hasTag('busy'),
    error: outcome?.code === 'paymentFailed' ? outcome.message : problem.error,
    failed: outcome?.code === 'paymentFailed' ? outcome.message === null : problem.failed,
    showPhoneField: usedAlternatePaymentMethod,
    purchase,
    originationId,
  };
}
