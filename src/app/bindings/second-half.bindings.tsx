import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { endpoints } from '../../../services/contract/endpoints.ts';
import { ANNUAL_FEE_DOLLARS, ADD_ON_PRICES, BASE_ANNUAL_LIMIT, BASE_DEDUCTIBLE } from '../../../services/contract/constants.ts';
import type { AddOnKey } from '../../../services/contract/constants.ts';
import type { Plan } from '../../../services/contract/insurance.schema.ts';
import type { UploadedDocument } from '../../../services/contract/documents.schema.ts';
import { selectPaymentProvider } from '../../../services/payment/select-payment-provider.ts';
import { paymentReturnUrl } from '../../../services/payment/return-url.ts';
import { pricingKey, policyOptionsOf } from '../../../machines/rules/insurance.rules.ts';
import { urlForRoute } from '../../../machines/route-table.ts';
import { createPlacesBinding } from '../../places/places-binding.tsx';
import { PaymentForm } from '../../payment/payment-form.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { SupportPanel } from '../../ui/support-panel.tsx';
import { useFlow, useFlowState, isIn } from './flow-context.tsx';
import type { FlowStateValue } from './flow-context.tsx';
import { useInfoModal } from './info-modal-host.tsx';
import { uploadThroughMachine } from './upload-through-machine.ts';
import { RetryPanel } from './retry-panel.tsx';
import { applicationStatus } from './application-status.ts';
import type { DashboardApplication } from '../../../screens/dashboard/dashboard.screen.tsx';

// Bindings of the second half: the offer, the decision waits, the quiz, the insurance tuning and its
// payment, the outcome pages and the documents.

const AcceptOfferScreen = lazy(() => import('../../../screens/accept-offer/accept-offer.screen.tsx'));
const ProcessingScreen = lazy(() => import('../../../screens/processing/processing.screen.tsx'));
const CongratulationsScreen = lazy(() => import('../../../screens/congratulations/congratulations.screen.tsx'));
const QuizScreen = lazy(() => import('../../../screens/quiz/quiz.screen.tsx'));
const AdditionalServicesScreen = lazy(() => import('../../../screens/additional-services/additional-services.screen.tsx'));
const PaymentScreen = lazy(() => import('../../../screens/payment/payment.screen.tsx'));
const NotPreQualifiedScreen = lazy(() => import('../../../screens/not-pre-qualified/not-pre-qualified.screen.tsx'));
const UnsupportedAddressScreen = lazy(() => import('../../../screens/unsupported-address/unsupported-address.screen.tsx'));
const UploadDocumentScreen = lazy(() => import('../../../screens/upload-document/upload-document.screen.tsx'));
const WelcomeScreen = lazy(() => import('../../../screens/welcome/welcome.screen.tsx'));
const DashboardScreen = lazy(() => import('../../../screens/dashboard/dashboard.screen.tsx'));

export function AcceptOfferBinding() {
  const { snapshot, send } = useFlowState();
  const { openInfo } = useInfoModal();
  const { context } = snapshot;
  const signup = context.signup;
  return (
    <AcceptOfferScreen
      firstName={signup?.first_name ?? context.individual?.firstName ?? ''}
      petName={context.petDeclineReason ? null : (context.animal?.pet_name ?? signup?.animal_data?.pet_name ?? null)}
      petType={context.animal?.pet_type ?? signup?.animal_data?.pet_type ?? null}
      creditLimit={signup?.credit_application_credit_limit ?? 0}
      purchaseApr={signup?.credit_application_purchase_apr ?? 0}
      annualFee={signup?.annual_fee ?? ANNUAL_FEE_DOLLARS}
      promoPoints={signup?.promo_points ?? null}
      regulatoryDocuments={context.regulatoryDocuments}
      loginUrl={context.errorLink ?? '/signin'}
      submitting={isIn(snapshot, { acceptOffer: 'accepting' })}
      error={context.error}
      agreed={context.agreementTicked}
      onAgreementChange={(checked) => send({ type: 'user.setAgreement', checked })}
      onSubmit={() => send({ type: 'user.submit' })}
      onOpenInfo={openInfo}
    />
  );
}

export function ProcessingBinding() {
  const { snapshot, send } = useFlowState();
  const timedOut = isIn(snapshot, { preprocessing: 'timedOut' }, { processing: 'timedOut' });
  const stage = isIn(snapshot, 'processing') ? 'approval' : 'pre-approval';
  if (timedOut) {
    return (
      <RetryPanel
        title="This is taking longer than usual"
        message="We're still reviewing your information. Please try again in a moment — nothing you entered has been lost."
        onRetry={() => send({ type: 'user.retry' })}
      />
    );
  }
  return <ProcessingScreen stage={stage} />;
}

export function CongratulationsBinding() {
  const { snapshot, send } = useFlowState();
  const { context } = snapshot;
  const signup = context.signup;
  return (
    <CongratulationsScreen
      firstName={signup?.first_name ?? ''}
      creditLimit={signup?.credit_application_credit_limit ?? 0}
      purchaseApr={signup?.credit_application_purchase_apr ?? 0}
      annualFee={signup?.annual_fee ?? ANNUAL_FEE_DOLLARS}
      hasPet={!context.petDeclineReason && !signup?.pet_decline_reason}
      onContinue={() => send({ type: 'user.continue' })}
    />
  );
}

export function QuizBinding() {
  const { snapshot, send } = useFlowState();
  const { context } = snapshot;
  return (
    <QuizScreen
      initialAnswer={context.quizAnswer}
      submitting={isIn(snapshot, { quiz: 'submitting' })}
      error={context.error}
      onAnswerChange={(had) => send({ type: 'user.answer', hadInsuranceBefore: had })}
      onSubmit={({ had_insurance_before }) => {
        send({ type: 'user.answer', hadInsuranceBefore: had_insurance_before });
        send({ type: 'user.submit' });
      }}
    />
  );
}

const PANEL = (state: 'idle' | 'settingOption' | 'settingCoverages' | 'pricing' | 'fetchingPricing' | 'confirming' | 'configuring'): FlowStateValue => ({ additionalServices: { ready: { panel: state } } });

export function AdditionalServicesBinding() {
  const { snapshot, send } = useFlowState();
  const { context } = snapshot;
  const application = context.petApplication;
  if (!application) {
    if (isIn(snapshot, { additionalServices: 'loadFailed' })) {
      return <RetryPanel title="We couldn't load your policy" message={context.error ?? 'Something went wrong. Press the next button to try again'} onRetry={() => send({ type: 'user.retry' })} />;
    }
    return <Spinner label="Loading your policy…" showLabel />;
  }
  const quote = application.insurance_quote;
  const selected = new Set<AddOnKey>(context.selectedAddOns);
  const selections = Object.fromEntries(
    (Object.keys(ADD_ON_PRICES) as AddOnKey[]).map((key) => [
      key,
      {
        selected: selected.has(key),
        option: key === 'deductible' ? application.data.deductible : key === 'annual_limit' ? application.data.annual_limit : null,
      },
    ]),
  );
  const pricing = context.pricingCache[pricingKey(quote.id, policyOptionsOf(application))];
  // The quote's rates, with the premiums the pricing call gave for these options where it has them.
  const prices = {
    ...(Object.fromEntries(quote.coverage_rates.map((rate) => [rate.name, rate.price])) as Partial<Record<AddOnKey, number>>),
    ...(pricing ? { ...Object.fromEntries(Object.entries(pricing.deltas).map(([key, delta]) => [key, delta.premium])), preventative_plus: pricing.preventative_plus } : {}),
  };
  const busy = isIn(snapshot, PANEL('settingOption'), PANEL('settingCoverages'), PANEL('configuring'));
  return (
    <AdditionalServicesScreen
      petName={application.data.pet_name}
      msLeft={context.countdownRemainingMs}
      selections={selections}
      currentCoinsurance={application.data.coinsurance}
      prices={prices}
      submitting={busy}
      error={context.error}
      onToggleAddOn={(key, on, option) => send({ type: 'user.toggleAddOn', key, on, ...(option === undefined ? {} : { value: option }) })}
      onNoChanges={() => send({ type: 'user.noChanges' })}
      onFinalize={() => send({ type: 'user.confirm' })}
      confirmOpen={isIn(snapshot, PANEL('confirming'))}
      onOpenConfirm={() => send({ type: 'user.finalize' })}
      onCancelConfirm={() => send({ type: 'user.cancel' })}
      // A local panel: no outside widget script in the sandbox.
      supportWidget={<SupportPanel />}
      {...(snapshot.can({ type: 'user.useAlternatePayment' }) ? { onUseAlternatePayment: () => send({ type: 'user.useAlternatePayment' }) } : {})}
    />
  );
}

export function PaymentBinding() {
  const { snapshot, send } = useFlowState();
  const { runtime, services, config } = useFlow();
  const { context } = snapshot;
  const purchase = context.planPurchase;
  const provider = useMemo(() => selectPaymentProvider({ stripePublishableKey: config.stripe_publishable_key }, { call: services.apiCall }), [config, services]);
  if (!purchase) {
    if (isIn(snapshot, { payment: 'failed' })) {
      return <RetryPanel title="We couldn't prepare your payment" message={context.error ?? 'Something went wrong. Press the next button to try again'} onRetry={() => send({ type: 'user.retry' })} />;
    }
    return <Spinner label="Preparing your payment…" showLabel />;
  }
  const redirect = urlForRoute('onboard.card.PaymentRedirect', { originationId: context.originationId, quoteId: purchase.insurance_quote }) ?? '/';
  const submitting = isIn(snapshot, { payment: 'confirming' }, { payment: 'completing' }, { payment: 'configuring' }, { payment: 'creatingPurchase' });
  return (
    <PaymentScreen
      petName={context.petApplication?.data.pet_name ?? 'your pet'}
      paymentPeriod={context.paymentPeriod}
      annualTotal={purchase.annual_total}
      monthlyTotal={purchase.monthly_total}
      onChangePeriod={(period) => send({ type: 'user.choosePaymentPeriod', period })}
      submitting={submitting}
      error={context.error}
      onBack={() => send({ type: 'user.back' })}
      showPhoneField={context.usedAlternatePaymentMethod}
      onPaid={() => undefined}
      onPaymentFailure={() => undefined}
      renderPaymentForm={(slot) => (
        <PaymentForm
          provider={provider}
          clientSecret={purchase.client_secret}
          billing={{
            name: purchase.customer.name,
            email: purchase.customer.email,
            address: { ...purchase.customer.address, country: purchase.customer.address.country || 'US' },
          }}
          returnUrl={paymentReturnUrl(new URL(redirect, location.origin).toString(), { paymentPeriod: context.paymentPeriod, revenue: purchase.revenue })}
          payLabel={slot.payLabel}
          extraComplete={slot.extraComplete}
          submitting={slot.submitting}
          error={slot.error}
          planPurchaseId={purchase.id}
          confirmation={runtime.confirmation}
          onPay={() => send({ type: 'user.submit', values: { phone: slot.phone } })}
        />
      )}
    />
  );
}

export function NotPreQualifiedBinding() {
  const { snapshot, send } = useFlowState();
  const { context } = snapshot;
  return (
    <NotPreQualifiedScreen
      status={context.notPreQualifiedStatus}
      {...(context.animal ? { petName: context.animal.pet_name } : {})}
      onGoToDashboard={() => send({ type: 'user.close' })}
    />
  );
}

export function UnsupportedAddressBinding() {
  const { snapshot, send } = useFlowState();
  const { services, config } = useFlow();
  const places = useMemo(() => createPlacesBinding({ googleMapsApiKey: config.google_maps_key }, { call: services.apiCall }), [config, services]);
  return (
    <UnsupportedAddressScreen
      AddressAutocomplete={places.AddressAutocomplete}
      {...(places.MapPreview ? { MapPreview: places.MapPreview } : {})}
      submitting={isIn(snapshot, { unsupportedAddress: 'submitting' })}
      error={snapshot.context.error}
      onSubmit={(alternateAddress) => send({ type: 'user.submit', values: { alternateAddress } })}
    />
  );
}

export function UploadBinding({ screen }: { screen: 'upload-document' | 'additional-information' }) {
  const { snapshot, send } = useFlowState();
  const { runtime } = useFlow();
  const { context } = snapshot;
  const stateId = screen === 'upload-document' ? 'uploadDocument' : 'additionalInformation';
  return (
    <UploadDocumentScreen
      variant={screen === 'upload-document' ? 'address' : 'additional-information'}
      {...(screen === 'additional-information' && context.signup ? { documentTypes: context.signup.application_required_documents } : {})}
      uploaded={context.uploadedDocuments}
      onDocumentTypeChange={(documentType) => send({ type: 'user.chooseDocumentType', documentType })}
      onUpload={(request, onProgress) => uploadThroughMachine(runtime, stateId, request, onProgress)}
      submitting={false}
      error={context.error}
      onSubmit={() => send({ type: 'user.submit' })}
    />
  );
}

export function WelcomeBinding() {
  const { snapshot, send } = useFlowState();
  const { context } = snapshot;
  return (
    <WelcomeScreen
      firstName={context.signup?.first_name ?? context.individual?.firstName ?? ''}
      petName={context.petApplication?.data.pet_name ?? context.animal?.pet_name ?? ''}
      onGoToDashboard={() => send({ type: 'user.continue' })}
    />
  );
}

/** The Dashboard reads the applicant's plan and documents (read-only) when it opens. */
export function DashboardBinding() {
  const { snapshot } = useFlowState();
  const { services } = useFlow();
  const { context } = snapshot;
  const [plan, setPlan] = useState<Plan | null>(null);
  const [documents, setDocuments] = useState<UploadedDocument[]>(context.uploadedDocuments);
  const applicationId = context.petApplication?.id ?? context.signup?.pet_application?.id ?? null;
  // A visitor who has no card yet (no signup with a credit decision) gets the empty state, and the
  // signed-in documents list is not asked for without an origination behind it.
  const creditLimit = context.signup?.credit_application_credit_limit ?? null;
  const hasCard = creditLimit !== null;
  const canListDocuments = hasCard && !!context.originationId;
  useEffect(() => {
    let current = true;
    if (applicationId) {
      services.api
        .call(endpoints.getPetApplication, { params: { id: applicationId } })
        .then((app) => (app.plan_id ? services.api.call(endpoints.detailedPlan, { params: { id: app.plan_id } }) : null))
        .then((found) => current && setPlan(found))
        .catch(() => undefined);
    }
    if (canListDocuments) {
      services.api
        .call(endpoints.userAccountDocuments)
        .then((list) => current && setDocuments(list.results))
        .catch(() => undefined);
    }
    return () => {
      current = false;
    };
  }, [applicationId, canListDocuments, services]);

  // A signed-in user sees where their application stands and the way back into it.
  const [application, setApplication] = useState<DashboardApplication | null>(null);
  const signedIn = context.isLoggedIn;
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    services.api
      .call(endpoints.listOriginations)
      .then((list) => current && setApplication(list.results[0] ? applicationStatus(list.results[0]) : null))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [signedIn, services]);
  const signup = context.signup;
  return (
    <Suspense fallback={<Spinner />}>
      <DashboardScreen
        firstName={signup?.first_name ?? context.individual?.firstName ?? ''}
        card={hasCard ? { creditLimit, purchaseApr: signup?.credit_application_purchase_apr ?? 0, annualFee: signup?.annual_fee ?? ANNUAL_FEE_DOLLARS } : null}
        policy={
          plan
            ? {
                petName: context.petApplication?.data.pet_name ?? context.animal?.pet_name ?? '',
                status: plan.status,
                deductible: plan.insurance_policy.deductible ?? BASE_DEDUCTIBLE,
                coinsurance: plan.insurance_policy.coinsurance,
                annualLimit: plan.insurance_policy.annual_limit ?? BASE_ANNUAL_LIMIT,
                coverages: plan.insurance_policy.coverages,
                startDate: plan.start_date,
                policyDocumentUrl: plan.insurance_policy.policy_document,
                state: plan.state,
              }
            : null
        }
        documents={documents}
        application={application}
      />
    </Suspense>
  );
}
