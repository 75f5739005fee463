import type { ReactElement } from 'react';
import type { LaterScreen } from '../frame/frame.selector.ts';
import { InstalinkBinding } from '../../../screens/instalink/instalink.binding.tsx';
import { VerifyBinding } from '../../../screens/verify-code/verify-code.binding.tsx';
import { AboutBinding } from '../../../screens/about/about.binding.tsx';
import { PetlessOfferBinding } from '../../../screens/petless-offer/petless-offer.binding.tsx';
import { UserInfoBinding } from '../../../screens/user-info/user-info.binding.tsx';
import { SignInBinding } from '../../../screens/sign-in/sign-in.binding.tsx';
import { ProcessingBinding } from '../../../screens/processing/processing.binding.tsx';
import { AcceptOfferBinding } from '../../../screens/accept-offer/accept-offer.binding.tsx';
import { CongratulationsBinding } from '../../../screens/congratulations/congratulations.binding.tsx';
import { QuizBinding } from '../../../screens/quiz/quiz.binding.tsx';
import { AdditionalServicesBinding } from '../../../screens/additional-services/additional-services.binding.tsx';
import { PaymentBinding } from '../../../screens/payment/payment.binding.tsx';
import { NotPreQualifiedBinding } from '../../../screens/not-pre-qualified/not-pre-qualified.binding.tsx';
import { UnsupportedAddressBinding } from '../../../screens/unsupported-address/unsupported-address.binding.tsx';
import { UploadDocumentBinding } from '../../../screens/upload-document/upload-document.binding.tsx';
import { WelcomeBinding } from '../../../screens/welcome/welcome.binding.tsx';
import { DashboardBinding } from '../../../screens/dashboard/dashboard.binding.tsx';
import { WaitlistRedirect } from '../../../screens/waitlist/waitlist-redirect.screen.tsx';

/**
 * The binding of each screen the machine can show (its state's `meta.screen`, declared with its step
 * in machines/steps/step-declarations.ts): one per screen, and a screen without one is a type error.
 * The start screens are the flow frame's own (src/app/frame/): the screen the first screen painted stays.
 */
const BINDINGS: Record<LaterScreen, () => ReactElement> = {
  instalink: () => <InstalinkBinding />,
  'verify-partner': () => <VerifyBinding which="partner" />,
  'verify-own': () => <VerifyBinding which="own" />,
  about: () => <AboutBinding />,
  waitlist: () => <WaitlistRedirect />,
  'petless-offer': () => <PetlessOfferBinding />,
  'user-info': () => <UserInfoBinding />,
  processing: () => <ProcessingBinding />,
  'accept-offer': () => <AcceptOfferBinding />,
  congratulations: () => <CongratulationsBinding />,
  quiz: () => <QuizBinding />,
  'additional-services': () => <AdditionalServicesBinding />,
  payment: () => <PaymentBinding />,
  'not-pre-qualified': () => <NotPreQualifiedBinding />,
  'unsupported-address': () => <UnsupportedAddressBinding />,
  'upload-document': () => <UploadDocumentBinding variant="address" />,
  'additional-information': () => <UploadDocumentBinding variant="additional-information" />,
  welcome: () => <WelcomeBinding />,
  dashboard: () => <DashboardBinding />,
  signin: () => <SignInBinding />,
};

export function ScreenView({ screen }: { screen: LaterScreen }): ReactElement {
  return BINDINGS[screen]();
}
