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
 * The binding of each screen the machine can show (its state's `meta.screen`): one per screen. The
 * start screens are the flow frame's own (src/app/frame/): the screen the first screen painted stays.
 */
export function ScreenView({ screen }: { screen: LaterScreen }): ReactElement {
  switch (screen) {
    case 'instalink':
      return <InstalinkBinding />;
    case 'verify-partner':
      return <VerifyBinding which="partner" />;
    case 'verify-own':
      return <VerifyBinding which="own" />;
    case 'about':
      return <AboutBinding />;
    case 'waitlist':
      return <WaitlistRedirect />;
    case 'petless-offer':
      return <PetlessOfferBinding />;
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
      return <UploadDocumentBinding variant="address" />;
    case 'additional-information':
      return <UploadDocumentBinding variant="additional-information" />;
    case 'welcome':
      return <WelcomeBinding />;
    case 'dashboard':
      return <DashboardBinding />;
    case 'signin':
      return <SignInBinding />;
  }
}
