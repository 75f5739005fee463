import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import type { OnboardingEvent } from '../../../machines/onboarding.events.ts';
import { pointsOfferOf } from '../../../services/contract/marketing.constants.ts';
import { SUPPORT_EMAIL } from '../../../services/contract/product.ts';
import { OfferStartScreen } from '../../../screens/offer-start/offer-start.screen.tsx';
import { GetStartedScreen } from '../../../screens/get-started/get-started.screen.tsx';
import type { StartValues } from '../../../screens/offer-start/start-form.values.ts';
import type { InfoModalKind } from '../../../screens/info-modals/info-modal.tsx';
import { FlowShell } from '../../shell/flow-shell.tsx';
import type { FirstScreenPage } from './first-screen-page.ts';

// The first screen before the machine has loaded: exactly what the flow shows in its first state
// (the shell around the offer page or "Let's get started", empty form, no documents yet), with the
// same screens, so the prerendered HTML hydrates into it and the flow can take over without a
// visible change (first-screen.test.tsx compares the two). It holds no rule: every intent that
// moves the flow is handed to the machine (hand-over.ts); only the information pop-ups, which are
// presentation, open here.

const InfoModal = lazy(() => import('../../../screens/info-modals/info-modal.tsx'));

/** The machine events the first screen can send (its screens' intents, as the bindings send them). */
export type FirstScreenIntent = Extract<OnboardingEvent, { type: 'user.submit' | 'user.reload' | 'user.close' }>;

export interface FirstScreenProps {
  page: FirstScreenPage;
  onIntent: (intent: FirstScreenIntent) => void;
  /** The flow could not be loaded for an intent: the start screens' own 'try again' notice. */
  failed?: boolean;
  /**
   * Once the screen is on the page, React's (hydrated), before anything renders it again. Its fields
   * must stay outside any Suspense boundary: React hydrates those later, after this.
   */
  onShown?: () => void;
}

export function FirstScreen({ page, onIntent, failed = false, onShown }: FirstScreenProps) {
  const shown = useRef(onShown);
  useLayoutEffect(() => shown.current?.(), []);
  const [submitted, setSubmitted] = useState<StartValues | null>(null);
  const [info, setInfo] = useState<InfoModalKind | null>(null);
  const submitting = submitted !== null && !failed;
  const form = {
    documents: [],
    initialPhone: '',
    initialDob: '',
    submitting,
    notice: failed ? ('start-failed' as const) : null,
    error: null,
    onSubmit: (values: StartValues) => {
      setSubmitted(values);
      onIntent({ type: 'user.submit', values });
    },
  };
  return (
    <>
      <FlowShell onReload={() => onIntent({ type: 'user.reload' })} onClose={() => onIntent({ type: 'user.close' })} supportEmail={SUPPORT_EMAIL}>
        {page.screen === 'get-started' ? (
          <GetStartedScreen {...form} />
        ) : (
          <OfferStartScreen
            {...form}
            loading={false}
            pointsOffer={page.offerId ? pointsOfferOf(page.offerId) : null}
            onOpenInfo={setInfo}
          />
        )}
      </FlowShell>
      <Suspense fallback={null}>{info ? <InfoModal which={info} onClose={() => setInfo(null)} /> : null}</Suspense>
    </>
  );
}
