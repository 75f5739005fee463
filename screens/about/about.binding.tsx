import { selectAbout } from './about.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import { useLookups } from '../../src/app/bindings/use-lookups.ts';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const AboutScreen = screenChunk(() => import('./about.screen.tsx'), 'about');

function AboutBinding() {
  const props = useFlowSelector(selectAbout);
  const send = useSend();
  const lookups = useLookups();
  return (
    <AboutScreen
      {...props}
      loadBreeds={lookups.loadBreeds}
      searchAddress={lookups.searchAddress}
      resolveAddress={lookups.resolveAddress}
      onSubmit={(values) => send({ type: 'user.submit', form: 'pet', values })}
    />
  );
}

/** The screen this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = { about: () => <AboutBinding /> } satisfies ScreenBindings;
