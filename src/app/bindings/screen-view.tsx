import type { ReactElement } from 'react';
import type { Screen } from '../../../machines/onboarding.types.ts';
import {
  StartBinding,
  InstalinkBinding,
  VerifyBinding,
  AboutBinding,
  PetlessBinding,
  UserInfoBinding,
  SignInBinding,
} from './first-half.bindings.tsx';
import {
  AcceptOfferBinding,
  ProcessingBinding,
  CongratulationsBinding,
  QuizBinding,
  AdditionalServicesBinding,
  PaymentBinding,
  NotPreQualifiedBinding,
  UnsupportedAddressBinding,
  UploadBinding,
  WelcomeBinding,
  DashboardBinding,
} from './second-half.bindings.tsx';

/** The view of each screen the machine can show (its state's `meta.screen`). */
export function ScreenView({ screen }: { screen: Screen }): ReactElement | null {
  switch (screen) {
    case 'offer-start':
    case 'get-started':
      return <StartBinding screen={screen} />;
    case 'instalink':
      return <InstalinkBinding />;
    case 'verify-partner':
    case 'verify-own':
      return <VerifyBinding screen={screen} />;
    case 'about':
      return <AboutBinding />;
    case 'waitlist':
      return <p role="status">Taking you to our waitlist…</p>;
    case 'petless-offer':
      return <PetlessBinding />;
    case 'user-info':
      return <UserInfoBinding />;
    case 'processing':
      return <ProcessingBinding />;
    case 'accept-offer':
      return <AcceptOfferBinding />;
    case 'congratulations':
      return <CongratulationsBinding />;
    case 'quiz':
      return <QuizBinding />;
    case 'additional-services':
      return <AdditionalServicesBinding />;
    case 'payment':
      return <PaymentBinding />;
    case 'not-pre-qualified':
      return <NotPreQualifiedBinding />;
    case 'unsupported-address':
      return <UnsupportedAddressBinding />;
    case 'upload-document':
    case 'additional-information':
      return <UploadBinding screen={screen} />;
    case 'welcome':
      return <WelcomeBinding />;
    case 'dashboard':
      return <DashboardBinding />;
    case 'signin':
      return <SignInBinding />;
  }
}
