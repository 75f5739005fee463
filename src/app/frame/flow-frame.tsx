import { lazy, Suspense, useState } from 'react';
import { SUPPORT_EMAIL } from '../../../services/contract/product.ts';
import { OfferStartScreen } from '../../../screens/offer-start/offer-start.screen.tsx';
import { GetStartedScreen } from '../../../screens/get-started/get-started.screen.tsx';
import type { InfoModalKind } from '../../../screens/info-modals/info-modal.tsx';
import { FlowShell } from '../../../screens/shell/flow-shell.screen.tsx';
import { Banner } from '../../ui/banner.tsx';
import { ReachedByApplicant } from '../../ui/heading-focus.ts';
import type { FrameIntent, FrameSource, StartView } from './frame-source.ts';
import { useStoreInTransitions } from './use-store-in-transitions.ts';

// The frame of every flow page: the shell (top bar, progress), the screen, the information pop-ups
// of the offer page, and what the source puts beside the page (the sandbox panel). Its props come
// from a source (frame-source.ts): the first screen's stand-in, then the machine. The start screens
// sit at the same place in the tree whatever the source, so the form the applicant is typing in is
// never unmounted when the flow comes; the flow's other screens come from the source's `Body`.

const InfoModal = lazy(() => import('../../../screens/info-modals/info-modal.tsx'));

function StartScreen({ start, send, onOpenInfo }: { start: StartView; send: (intent: FrameIntent) => void; onOpenInfo: (which: InfoModalKind) => void }) {
  const intents = {
    onSubmit: (values: { phoneNumber: string; dob: string }) => send({ type: 'user.submit', form: 'start', values }),
    onLogin: () => send({ type: 'xstate.route', to: '#signin' }),
  };
  if (start.screen === 'get-started') return <GetStartedScreen {...start.form} {...intents} />;
  return <OfferStartScreen {...start.form} {...intents} pointsOffer={start.pointsOffer} onOpenInfo={onOpenInfo} />;
}

export function FlowFrame({ source }: { source: FrameSource }) {
  const view = useStoreInTransitions(source.subscribe, source.view);
  // Opening and closing a pop-up is presentation: the frame's own state, whatever the source.
  const [info, setInfo] = useState<InfoModalKind | null>(null);
  const { Body, Extras, send } = source;
  return (
    <ReachedByApplicant.Provider value={view.reachedByApplicant}>
      <FlowShell
        {...(view.step !== null ? { step: view.step, maxStep: view.maxStep } : {})}
        {...(view.canGoBack ? { onBack: () => send({ type: 'user.back' }) } : {})}
        onReload={() => send({ type: 'user.reload' })}
        onClose={() => send({ type: 'user.close' })}
        supportEmail={SUPPORT_EMAIL}
      >
        {view.linkError ? <Banner tone="error">{view.linkError}</Banner> : null}
        {view.start ? <StartScreen start={view.start} send={send} onOpenInfo={setInfo} /> : Body ? <Body /> : null}
      </FlowShell>
      <Suspense fallback={null}>{info ? <InfoModal which={info} onClose={() => setInfo(null)} /> : null}</Suspense>
      {Extras ? <Extras /> : null}
    </ReachedByApplicant.Provider>
  );
}
