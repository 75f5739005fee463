import { selectAbout } from '../selectors/about.selector.ts';
import { useFlowSelector, useSend } from './flow-context.tsx';
import { screenChunk } from './screen-chunk.tsx';
import { useLookups } from './use-lookups.ts';

const AboutScreen = screenChunk(() => import('../../../screens/about/about.screen.tsx'), 'about');

export function AboutBinding() {
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
