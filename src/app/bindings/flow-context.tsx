import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { BrowserServices } from '../../../services/config/browser-services.ts';
import type { ClientConfig } from '../../../services/contract/config.schema.ts';
import type { OnboardingEvent } from '../../../machines/onboarding.events.ts';
import type { FlowRuntime } from '../flow-runtime.ts';
import type { FlowSnapshot } from '../flow-snapshot.ts';

// What every screen binding reads: the running flow, the browser services and the client config;
// and the two hooks a binding needs: its selector's props, and the event sender for its intents.

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

/** Props are equal when each of their own values is: a selector builds a new object every time. */
function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a) as (keyof T)[];
  return keysA.length === Object.keys(b).length && keysA.every((key) => Object.is(a[key], b[key]));
}

/** A selector's props of the running flow; the binding re-renders when they change. */
export function useFlowSelector<T>(select: (snapshot: FlowSnapshot) => T): T {
  const { runtime } = useFlow();
  return useSelector(runtime.actor, select, shallowEqual);
}

/** The event sender, for intents. */
export function useSend(): (event: OnboardingEvent) => void {
  return useFlow().runtime.send;
}
