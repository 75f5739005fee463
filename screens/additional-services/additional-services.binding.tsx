import { selectAdditionalServices } from './additional-services.selector.ts';
import { SupportPanel } from './support-panel.tsx';
import { useFlow, useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { useSupportWidget } from '../../src/app/bindings/use-support-widget.ts';
import { LoadingView } from '../shared/loading-view.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const AdditionalServicesScreen = screenChunk(() => import('./additional-services.screen.tsx'), 'additional-services');

export function AdditionalServicesBinding() {
  const selected = useFlowSelector(selectAdditionalServices);
  const send = useSend();
  // The configured widget (SUPPORT_WIDGET_URL), loaded by this page only; until it is there, or
  // without one (offline, the sandbox), the page's own panel.
  const supportWidget = useSupportWidget(useFlow().config.support_widget_url);
  if (!selected) return <LoadingView />;
  const { canUseAlternatePayment, ...props } = selected;
  return (
    <AdditionalServicesScreen
      {...props}
      onToggleAddOn={(key, on, option) => send({ type: 'user.toggleAddOn', key, on, ...(option === undefined ? {} : { value: option }) })}
      onNoChanges={() => send({ type: 'user.noChanges' })}
      onFinalize={() => send({ type: 'user.confirm' })}
      onOpenConfirm={() => send({ type: 'user.finalize' })}
      onCancelConfirm={() => send({ type: 'user.cancel' })}
      onContinue={() => send({ type: 'user.continue' })}
      {...(supportWidget === 'loaded' ? {} : { supportWidget: <SupportPanel /> })}
      {...(canUseAlternatePayment ? { onUseAlternatePayment: () => send({ type: 'user.useAlternatePayment' }) } : {})}
    />
  );
}

/** The screen this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = { 'additional-services': () => <AdditionalServicesBinding /> } satisfies ScreenBindings;
