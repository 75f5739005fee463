import type { Screen } from '../../machines/steps/step-declarations.ts';
import type { FlowSnapshot } from '../../src/app/selectors/flow-snapshot.ts';
import { selectOfferStart, selectStartForm } from '../../src/app/selectors/start.selector.ts';
import { selectInstalink } from '../../src/app/selectors/instalink.selector.ts';
import { selectVerify } from '../../src/app/selectors/verify.selector.ts';
import { selectAbout } from '../../src/app/selectors/about.selector.ts';
import { selectPetlessOffer } from '../../src/app/selectors/petless-offer.selector.ts';
import { selectUserInfo } from '../../src/app/selectors/user-info.selector.ts';
import { selectProcessing } from '../../src/app/selectors/processing.selector.ts';
import { selectAcceptOffer } from '../../src/app/selectors/accept-offer.selector.ts';
import { selectCongratulations } from '../../src/app/selectors/congratulations.selector.ts';
import { selectQuiz } from '../../src/app/selectors/quiz.selector.ts';
import { selectAdditionalServices } from '../../src/app/selectors/additional-services.selector.ts';
import { selectPayment } from '../../src/app/selectors/payment.selector.ts';
import { selectNotPreQualified } from '../../src/app/selectors/not-pre-qualified.selector.ts';
import { selectUnsupportedAddress } from '../../src/app/selectors/unsupported-address.selector.ts';
import { selectUploadDocument } from '../../src/app/selectors/upload-document.selector.ts';
import { selectWelcome } from '../../src/app/selectors/welcome.selector.ts';
import { selectDashboard } from '../../src/app/selectors/dashboard.selector.ts';
import { selectSignIn } from '../../src/app/selectors/sign-in.selector.ts';

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
