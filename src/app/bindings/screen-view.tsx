import type { ReactElement } from 'react';
import type { LaterScreen } from '../selectors/frame.selector.ts';
import { InstalinkBinding } from './instalink.binding.tsx';
import { VerifyBinding } from './verify.binding.tsx';
import { AboutBinding } from './about.binding.tsx';
import { PetlessOfferBinding } from './petless-offer.binding.tsx';
import { UserInfoBinding } from './user-info.binding.tsx';
import { SignInBinding } from './sign-in.binding.tsx';
import { ProcessingBinding } from './processing.binding.tsx';
import { AcceptOfferBinding } from './accept-offer.binding.tsx';
import { CongratulationsBinding } from './congratulations.binding.tsx';
import { QuizBinding } from './quiz.binding.tsx';
import { AdditionalServicesBinding } from './additional-services.binding.tsx';
import { PaymentBinding } from './payment.binding.tsx';
import { NotPreQualifiedBinding } from './not-pre-qualified.binding.tsx';
import { UnsupportedAddressBinding } from './unsupported-address.binding.tsx';
import { UploadDocumentBinding } from './upload-document.binding.tsx';
import { WelcomeBinding } from './welcome.binding.tsx';
import { DashboardBinding } from './dashboard.binding.tsx';
import { WaitlistRedirect } from '../../../screens/waitlist/waitlist-redirect.tsx';

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
