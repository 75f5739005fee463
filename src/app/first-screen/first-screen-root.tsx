import { FlowFrame } from '../frame/flow-frame.tsx';
import type { SourceSwitch } from '../frame/frame-source.ts';
import { useStoreInTransitions } from '../frame/use-store-in-transitions.ts';

/**
 * The element a prerendered page is rendered from (at build time) and hydrated into (in the
 * browser): the flow's frame, its props from the stand-in, then from the machine once the flow has
 * come. One tree from the first paint on.
 */
export function FirstScreenRoot({ sources }: { sources: SourceSwitch }) {
  const source = useStoreInTransitions(sources.subscribe, sources.current);
  return <FlowFrame source={source} />;
}
