import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { BrowserServices } from '../../../services/config/browser-services.ts';
import type { ClientConfig } from '../../../services/contract/config.schema.ts';
import type { OnboardingEvent } from '../../../machines/onboarding.events.ts';
import type { FlowRuntime } from '../flow-runtime.ts';

// What every screen binding reads: the running flow, the browser services and the client config.

export interface FlowBindingContext {
  runtime: FlowRuntime;
  services: BrowserServices;
  config: ClientConfig;
}

export const FlowContext = createContext<FlowBindingContext | null>(null);

export function useFlow(): FlowBindingContext {
  const flow = useContext(FlowContext);
  if (!flow) throw new Error('useFlow outside the flow');
  return flow;
}

export type FlowSnapshot = ReturnType<FlowRuntime['actor']['getSnapshot']>;

/** The current snapshot (re-renders on every change) and the event sender. */
export function useFlowState(): { snapshot: FlowSnapshot; send: (event: OnboardingEvent) => void } {
  const { runtime } = useFlow();
  const snapshot = useSelector(runtime.actor, (s) => s);
  return { snapshot, send: runtime.send };
}

/** A state value of the onboarding machine, checked by the compiler: `{ about: 'submitting' }`. */
export type FlowStateValue = Parameters<FlowSnapshot['matches']>[0];

/** True when the snapshot is in any of the given states. */
export function isIn(snapshot: FlowSnapshot, ...states: FlowStateValue[]): boolean {
  return states.some((state) => snapshot.matches(state));
}
