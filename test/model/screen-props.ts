import type { Screen } from '../../machines/steps/step-declarations.ts';
import type { FlowSnapshot } from '../../src/app/flow-snapshot.ts';
import { selectOfferStart, selectStartForm } from '../../screens/offer-start/offer-start.selector.ts';
import { selectInstalink } from '../../screens/instalink/instalink.selector.ts';
import { selectVerify } from '../../screens/verify-code/verify-code.selector.ts';
import { selectAbout } from '../../screens/about/about.selector.ts';
import { selectPetlessOffer } from '../../screens/petless-offer/petless-offer.selector.ts';
import { selectUserInfo } from '../../screens/user-info/user-info.selector.ts';
import { selectProcessing } from '../../screens/processing/processing.selector.ts';
import { selectAcceptOffer } from '../../screens/accept-offer/accept-offer.selector.ts';
import { selectCongratulations } from '../../screens/congratulations/congratulations.selector.ts';
import { selectQuiz } from '../../screens/quiz/quiz.selector.ts';
import { selectAdditionalServices } from '../../screens/additional-services/additional-services.selector.ts';
import { selectPayment } from '../../screens/payment/payment.selector.ts';
import { selectNotPreQualified } from '../../screens/not-pre-qualified/not-pre-qualified.selector.ts';
import { selectUnsupportedAddress } from '../../screens/unsupported-address/unsupported-address.selector.ts';
import { selectUploadDocument } from '../../screens/upload-document/upload-document.selector.ts';
import { selectWelcome } from '../../screens/welcome/welcome.selector.ts';
import { selectDashboard } from '../../screens/dashboard/dashboard.selector.ts';
import { selectSignIn } from '../../screens/sign-in/sign-in.selector.ts';

// Shared by the model's page oracle (screen-seen.ts) and every-way-in: a screen's props are what its
// binding's selector reads of the snapshot.

/**
 * What each screen's binding reads of the snapshot (its selector, as `screen-view.tsx` binds them):
 * the page is a function of these and the shell's, so they key the rendered pages.
 */
export const PROPS_OF: Record<Screen, (snapshot: FlowSnapshot) => unknown> = {
  'offer-start': selectOfferStart,
  'get-started': selectStartForm,
  instalink: selectInstalink,
  'verify-partner': (s) => selectVerify(s, 'partner'),
  'verify-own': (s) => selectVerify(s, 'own'),
  about: selectAbout,
  waitlist: () => null,
  'petless-offer': selectPetlessOffer,
  'user-info': selectUserInfo,
  processing: selectProcessing,
  'accept-offer': selectAcceptOffer,
  congratulations: selectCongratulations,
  quiz: selectQuiz,
  'additional-services': selectAdditionalServices,
  payment: selectPayment,
  'not-pre-qualified': selectNotPreQualified,
  'unsupported-address': selectUnsupportedAddress,
  'upload-document': (s) => selectUploadDocument(s, 'address'),
  'additional-information': (s) => selectUploadDocument(s, 'additional-information'),
  welcome: selectWelcome,
  dashboard: selectDashboard,
  signin: selectSignIn,
};
