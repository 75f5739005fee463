import type { Screen } from '../../../machines/steps/step-declarations.ts';
import type { OnboardingEvent } from '../../../machines/onboarding.events.ts';
import type { FlowSnapshot } from '../../../src/app/flow-snapshot.ts';
import { selectOfferStart, selectStartForm } from '../../../screens/offer-start/offer-start.selector.ts';
import { selectInstalink } from '../../../screens/instalink/instalink.selector.ts';
import { selectVerify } from '../../../screens/verify-code/verify-code.selector.ts';
import { selectAbout } from '../../../screens/about/about.selector.ts';
import { selectPetlessOffer } from '../../../screens/petless-offer/petless-offer.selector.ts';
import { selectUserInfo } from '../../../screens/user-info/user-info.selector.ts';
import { selectProcessing } from '../../../screens/processing/processing.selector.ts';
import { selectAcceptOffer } from '../../../screens/accept-offer/accept-offer.selector.ts';
import { selectCongratulations } from '../../../screens/congratulations/congratulations.selector.ts';
import { selectQuiz } from '../../../screens/quiz/quiz.selector.ts';
import { selectAdditionalServices } from '../../../screens/additional-services/additional-services.selector.ts';
import { selectPayment } from '../../../screens/payment/payment.selector.ts';
import { selectNotPreQualified } from '../../../screens/not-pre-qualified/not-pre-qualified.selector.ts';
import { selectUnsupportedAddress } from '../../../screens/unsupported-address/unsupported-address.selector.ts';
import { selectUploadDocument } from '../../../screens/upload-document/upload-document.selector.ts';
import { selectSignIn } from '../../../screens/sign-in/sign-in.selector.ts';
import { ADD_ONS } from '../../../screens/additional-services/add-on-catalogue.ts';
import { ADDRESS_DOCUMENT_TYPES } from '../../../screens/upload-document/upload-document.texts.ts';
import { BASE_COINSURANCE } from '../../../services/contract/constants.ts';
import { agreedDocumentsOf } from '../../../services/contract/credit-check.ts';
import { press, type Control } from './control.ts';
import { CODES, FORM, pickedFile } from './intent-payloads.ts';

// Each screen's controls as its selector shows them: the real selector over the real snapshot gives
// the props, and each screen's own rule for showing and enabling a control (its `disabled`, its
// `loading`, which blocks a press) reads them as the screen does. One entry per screen: a screen
// added to the machine is a type error here until its controls are written down, and a
// completeness test checks that every intent of the machine's states is some screen's control.

const when = (enabled: boolean, control: Control): Control[] => (enabled ? [control] : []);

function startForm(submitting: boolean): Control[] {
  return when(!submitting, press('Next (phone and birthday)', { type: 'user.submit', form: 'start', values: FORM.start }));
}

/** Both verification screens (screens/verify-code/verify-code.screen.tsx). */
function verify(snapshot: FlowSnapshot, which: 'partner' | 'own'): Control[] {
  const props = selectVerify(snapshot, which);
  const blocked = props.notice === 'phone-check-failed' || props.notice === 'phone-linked';
  const codeSent = (props.codeSent ?? props.notice !== 'send-failed') && !blocked;
  const counting = props.notice === 'rate-limited' && codeSent && !!props.waitSeconds;
  const [right, wrong] = which === 'partner' ? [CODES.partner, CODES.wrongPartner] : [CODES.own, CODES.wrongOwn];
  const controls: Control[] = [];
  if (!props.checking && codeSent && !props.submitting) {
    controls.push(press('Verify (the right code)', { type: 'user.submit', form: 'code', values: { code: right } }));
    controls.push(press('Verify (a wrong code)', { type: 'user.submit', form: 'code', values: { code: wrong } }));
  }
  const resendWord = props.notice === 'phone-check-failed' ? 'Try again' : 'Send a new code';
  if (props.notice !== 'phone-linked' && !props.checking && !(counting && which === 'partner')) controls.push(press(resendWord, { type: 'user.resend' }));
  if (which === 'partner' && props.notice !== 'phone-linked' && !props.checking) controls.push(press('Text me a 6-digit code instead', { type: 'user.useSms' }));
  if (which === 'own' && !props.checking) controls.push(press('Cancel (a different number)', { type: 'user.cancel' }));
  return controls;
}

/** The add-on page (screens/additional-services/): cards, the Details windows, finalize and its window. */
function addOns(snapshot: FlowSnapshot): Control[] {
  const props = selectAdditionalServices(snapshot);
  if (!props) return [];
  if (props.finalized) return when(!props.submitting, press('Continue (finalized policy)', { type: 'user.continue' }));
  const busy = props.submitting || Boolean(props.pendingAddOn);
  const noChangesRunning = props.submitting && !props.pendingAddOn && !props.confirmOpen;
  if (props.confirmOpen) {
    return [...when(!props.submitting, press('Finalize (in the window)', { type: 'user.confirm' })), press('Keep adjusting', { type: 'user.cancel' })];
  }
  const controls: Control[] = [];
  if (!(busy && !noChangesRunning) && props.canChooseNoChanges !== false && !noChangesRunning) controls.push(press('No changes needed', { type: 'user.noChanges' }));
  for (const addOn of ADD_ONS) {
    const selected = Boolean(props.selections[addOn.key]?.selected);
    const enabled = (props.canToggle?.[addOn.key] ?? true) && props.pendingAddOn !== addOn.key;
    const option = selected ? undefined : (props.selections[addOn.key]?.option ?? addOn.options?.[0]);
    const toggle: OnboardingEvent = { type: 'user.toggleAddOn', key: addOn.key, on: !selected, ...(option === undefined || option === null ? {} : { value: option }) };
    if (enabled) controls.push(press(`${selected ? 'Remove' : 'Add'} ${addOn.title.toLowerCase()}`, toggle));
    // The Details window's own Add (add-on-details.tsx): shown while the add-on is not chosen, and
    // enabled when the machine takes the change now, as the card's Add (decision 0060).
    const canAddInDetails = !selected && (addOn.detailKey !== 'coinsurance' || props.currentCoinsurance === BASE_COINSURANCE) && (props.canToggle?.[addOn.key] ?? true);
    if (addOn.detailKey && canAddInDetails) controls.push(press(`Details, then Add ${addOn.title.toLowerCase()}`, { type: 'user.toggleAddOn', key: addOn.key, on: true }));
  }
  if (!busy && props.canFinalize !== false) controls.push(press('Finalize my coverage', { type: 'user.finalize' }));
  const anySelected = Object.values(props.selections).some((selection) => selection?.selected);
  if (props.canUseAlternatePayment && anySelected && !busy) {
    controls.push(press('Pay for add-ons with a different card', { type: 'user.useAlternatePayment' }));
  }
  return controls;
}

function payment(snapshot: FlowSnapshot): Control[] {
  const props = selectPayment(snapshot);
  if (!props) return [];
  const other = props.paymentPeriod === 'annual' ? 'monthly' : 'annual';
  return [
    ...when(!props.submitting, press(`Pay ${other} instead`, { type: 'user.choosePaymentPeriod', period: other })),
    ...when(!props.submitting, press('Pay', { type: 'user.submit', form: 'payment', values: props.showPhoneField ? FORM.alternatePayment : FORM.payment })),
    ...when(!props.submitting, press('Back to coverage options', { type: 'user.back' })),
  ];
}

function uploader(snapshot: FlowSnapshot, variant: 'address' | 'additional-information'): Control[] {
  const props = selectUploadDocument(snapshot, variant);
  const types = props.documentTypes ?? (variant === 'address' ? ADDRESS_DOCUMENT_TYPES : []);
  const chosen = snapshot.context.documentType;
  return [
    ...types.slice(0, 1).map((type) => press(`Choose ${type.name}`, { type: 'user.chooseDocumentType', documentType: type.name })),
    ...when(chosen !== null, press('Upload a PDF', { type: 'user.upload', files: [pickedFile(`pick-${snapshot.context.uploads.length + 1}`)] })),
    ...when(props.canSubmit && !props.submitting, press('Submit the documents', { type: 'user.submit' })),
  ];
}

export const SCREEN_CONTROLS: Record<Screen, (snapshot: FlowSnapshot) => Control[]> = {
  'offer-start': (s) => startForm(selectOfferStart(s).submitting ?? false),
  'get-started': (s) => startForm(selectStartForm(s).submitting ?? false),
  instalink: (s) => {
    const props = selectInstalink(s);
    return when((props.failed || props.error !== null) && !props.sending, press('Send the link again', { type: 'user.resend' }));
  },
  'verify-partner': (s) => verify(s, 'partner'),
  'verify-own': (s) => verify(s, 'own'),
  about: (s) => when(!selectAbout(s).submitting, press("Next (the pet's details)", { type: 'user.submit', form: 'pet', values: FORM.pet })),
  // The app leaves for the external waitlist form.
  waitlist: () => [],
  'petless-offer': (s) => {
    const props = selectPetlessOffer(s);
    return [
      press(props.agreed ? 'Untick the agreement' : 'Tick the agreement', { type: 'user.setAgreement', checked: !props.agreed }),
      ...when(!!props.agreed && props.canSubmit !== false, press('Next (without insurance)', { type: 'user.continue' })),
      press('Try another pet', { type: 'user.tryAnotherPet' }),
    ];
  },
  'user-info': (s) => when(!selectUserInfo(s).submitting, press('Next (personal details)', { type: 'user.submit', form: 'userInfo', values: FORM.userInfo })),
  processing: (s) => when(selectProcessing(s).timedOut, press('Try again (decision)', { type: 'user.retry' })),
  'accept-offer': (s) => {
    const props = selectAcceptOffer(s);
    if (!props) return [];
    const links = agreedDocumentsOf(props.regulatoryDocuments ?? []) !== null;
    return [
      ...when(!props.submitting, press(props.agreed ? 'Untick the agreement' : 'Tick the agreement', { type: 'user.setAgreement', checked: !props.agreed })),
      ...when(!!props.agreed && links && !props.submitting, press('Finish up', { type: 'user.submit' })),
    ];
  },
  congratulations: (s) => when(selectCongratulations(s) !== null, press('Continue (congratulations)', { type: 'user.continue' })),
  quiz: (s) => {
    const props = selectQuiz(s);
    if (props.submitting) return [];
    const answer = props.initialAnswer;
    return [
      press('Answer yes', { type: 'user.answer', hadInsuranceBefore: true }),
      press('Answer no', { type: 'user.answer', hadInsuranceBefore: false }),
      ...when(answer !== null, press('Submit the answer', { type: 'user.answer', hadInsuranceBefore: answer ?? false }, { type: 'user.submit' })),
    ];
  },
  'additional-services': addOns,
  payment,
  'not-pre-qualified': (s) => when(selectNotPreQualified(s) !== null, press('Go to the dashboard', { type: 'user.close' })),
  'unsupported-address': (s) =>
    when(!selectUnsupportedAddress(s).submitting, press('Next (another address)', { type: 'user.submit', form: 'alternateAddress', values: FORM.alternateAddress })),
  'upload-document': (s) => uploader(s, 'address'),
  'additional-information': (s) => uploader(s, 'additional-information'),
  welcome: () => [press('Go to the dashboard (welcome)', { type: 'user.continue' })],
  // Links only (the card, the policy, Start over in the shell).
  dashboard: () => [],
  signin: (s) => {
    const props = selectSignIn(s);
    if (props.step === 'email') return when(!props.submitting, press('Send me a code (email)', { type: 'user.submit', form: 'email', values: FORM.email }));
    // Each waits while the other runs (screens/sign-in/sign-in-code-form.tsx).
    const idle = !props.submitting && !props.resending;
    return [
      ...when(idle, press('Sign in (the right code)', { type: 'user.submit', form: 'code', values: { code: CODES.own } })),
      ...when(idle, press('Send a new code (sign-in)', { type: 'user.resend' })),
    ];
  },
};
