import type { AdditionalServicesScreenProps, AddOnSelection } from './additional-services.screen.tsx';
import { ADD_ON_KEYS, type AddOnKey } from '../../services/contract/constants.ts';
import { optionShownOnCard } from '../../machines/rules/insurance.rules.ts';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { formProblem } from '../shared/form-problem.selector.ts';

// The add-on page: the pet application as the machine holds it, with the prices and selections it
// derived, the countdown it ticks, and what the applicant may do now (`can`): a button the machine
// would not take right now (a change or the pricing call running) is disabled, never dropped.

export type AdditionalServicesData = Pick<
  AdditionalServicesScreenProps,
  | 'petName'
  | 'msLeft'
  | 'selections'
  | 'currentCoinsurance'
  | 'prices'
  | 'submitting'
  | 'failure'
  | 'error'
  | 'confirmOpen'
  | 'finalized'
  | 'pendingAddOn'
  | 'canToggle'
  | 'pricesUpdating'
  | 'canFinalize'
  | 'canChooseNoChanges'
> & { canUseAlternatePayment: boolean };

export function selectAdditionalServices(snapshot: FlowSnapshot): AdditionalServicesData | null {
  const { petApplication: application, selectedAddOns, addOnPrices, countdownRemainingMs, outcome } = snapshot.context;
  if (!application) return null;
  const finalized = snapshot.hasTag('policyFinalized');
  // After the window, a policy the server has not configured yet is being finalized with standard
  // coverage: the add-ons the page still holds are not part of it.
  const selected = new Set<AddOnKey>(finalized && !snapshot.context.policyConfigured ? [] : selectedAddOns);
  const selections = Object.fromEntries(
    ADD_ON_KEYS.map((key): [AddOnKey, AddOnSelection] => [
      key,
      { selected: selected.has(key), option: key === 'deductible' || key === 'annual_limit' ? optionShownOnCard(application, key) : null },
    ]),
  );
  const canToggle = Object.fromEntries(ADD_ON_KEYS.map((key) => [key, snapshot.can({ type: 'user.toggleAddOn', key, on: !selected.has(key) })]));
  const problem = formProblem(outcome);
  return {
    petName: application.data.pet_name,
    msLeft: countdownRemainingMs,
    selections,
    currentCoinsurance: application.data.coinsurance,
    prices: addOnPrices,
    submitting: snapshot.hasTag('busy'),
    // No answer is the connection's; anything else without a usable answer went wrong on our side.
    failure: outcome?.code === 'unreachable' ? 'unreachable' : problem.failed ? 'server-failed' : null,
    error: problem.error,
    // The confirm modal is open while the machine waits for the applicant's answer.
    confirmOpen: snapshot.can({ type: 'user.confirm' }),
    canUseAlternatePayment: snapshot.can({ type: 'user.useAlternatePayment' }),
    pendingAddOn: snapshot.context.changingAddOn ?? null,
    canToggle,
    pricesUpdating: snapshot.hasTag('pricing'),
    canFinalize: snapshot.can({ type: 'user.finalize' }),
    canChooseNoChanges: snapshot.can({ type: 'user.noChanges' }),
    // The window is over: the machine offers no change any more, only going on.
    finalized,
  };
}
