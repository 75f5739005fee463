import { Formik } from 'formik';
import type { ReactNode } from 'react';
import type { PaymentPeriod } from '../../services/contract/insurance.schema.ts';
import { Button } from '../../src/ui/button.tsx';
import { Form } from '../../src/ui/form.tsx';
import { PHONE_MASK } from '../../src/ui/mask.ts';
import { formatMoney } from '../../src/ui/money.tsx';
import { PageHeading } from '../../src/ui/page-heading.tsx';
import { TextField } from '../../src/ui/text-field.tsx';
import { hasTenDigits, phoneSchema, toE164 } from './payment.validation.ts';
import { TRY_AGAIN_SUBMIT } from '../shared/try-again.texts.ts';
import { PAYMENT_FORM_TEXTS } from './payment-form.texts.ts';
import type { PaymentFormTexts } from './payment-form.texts.ts';
import { ADD_ONS_RENEWAL } from '../shared/common.texts.ts';

/** What the screen hands to the payment form the app renders (src/app/adapters/payment/payment-form.tsx). */
export interface PaymentFormSlot {
  payLabel: string;
  /** The phone field (when shown) has 10 digits: the form's Pay button also waits for this. */
  extraComplete: boolean;
  submitting: boolean;
  /** The completion error, shown under the form. */
  error: string | null;
  /** The alternate payment phone in E.164 (+1 and 10 digits) once complete; null otherwise. */
  phone: string | null;
  /** The form's own words: its labels, loading and 3-D Secure texts. */
  texts: PaymentFormTexts;
}

export interface PaymentScreenProps {
  petName: string;
  paymentPeriod: PaymentPeriod;
  annualTotal: number;
  monthlyTotal: number;
  /** Offer the other period; hidden when absent. */
  onChangePeriod?: (period: PaymentPeriod) => void;
  /** The alternate payment path asks for a phone number. */
  showPhoneField?: boolean;
  /** The purchase is being completed. */
  submitting: boolean;
  /** The provider's or the server's message (a declined card, a failed completion). */
  error?: string | null;
  /** Paying failed without a message: the spec's retry text. */
  failed?: boolean;
  renderPaymentForm: (slot: PaymentFormSlot) => ReactNode;
  onBack?: () => void;
}

export function PaymentScreen(props: PaymentScreenProps) {
  const amount = props.paymentPeriod === 'annual' ? props.annualTotal : props.monthlyTotal;
  const periodWord = props.paymentPeriod === 'annual' ? 'year' : 'month';
  const otherPeriod: PaymentPeriod = props.paymentPeriod === 'annual' ? 'monthly' : 'annual';
  return (
    <div className="z-stack">
      <PageHeading focusOnMount title={`Pay for ${props.petName}'s extra coverage`} />
      <section className="z-card z-stack" aria-label="Summary">
        <p>
          <strong>{formatMoney(amount)}</strong> per {periodWord}
        </p>
        <p className="z-small z-muted">{ADD_ONS_RENEWAL}</p>
        {props.onChangePeriod ? (
          // While the payment runs the machine takes no other period: the switch waits, as Back does (decision 0058).
          <Button variant="link" onClick={() => props.onChangePeriod?.(otherPeriod)} disabled={props.submitting}>
            {otherPeriod === 'monthly' ? `Pay monthly instead (${formatMoney(props.monthlyTotal)} per month)` : `Pay yearly instead (${formatMoney(props.annualTotal)} per year)`}
          </Button>
        ) : null}
      </section>

      <Formik initialValues={{ phone: '' }} validationSchema={phoneSchema} onSubmit={() => undefined}>
        {({ values }) => (
          <div className="z-stack">
            {props.showPhoneField ? (
              <Form aria-label="Contact phone">
                <TextField
                  name="phone"
                  label="Phone number"
                  type="tel"
                  mask={PHONE_MASK}
                  autoComplete="tel-national"
                  hint="We'll text you about this payment if needed."
                />
              </Form>
            ) : null}
            {props.renderPaymentForm({
              payLabel: `Pay ${formatMoney(amount)}`,
              extraComplete: !props.showPhoneField || hasTenDigits(values.phone),
              submitting: props.submitting,
              error: props.error ?? (props.failed ? TRY_AGAIN_SUBMIT : null),
              phone: props.showPhoneField && hasTenDigits(values.phone) ? toE164(values.phone) : null,
              texts: PAYMENT_FORM_TEXTS,
            })}
          </div>
        )}
      </Formik>

      {props.onBack ? (
        <Button variant="link" onClick={props.onBack} disabled={props.submitting}>
          Back to coverage options
        </Button>
      ) : null}
    </div>
  );
}

export default PaymentScreen;
