import { selectUserInfo } from './user-info.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import { useLookups } from '../../src/app/bindings/use-lookups.ts';
import type { ScreenBindings } from '../../src/app/bindings/screen-bindings.ts';

const UserInfoScreen = screenChunk(() => import('./user-info.screen.tsx'), 'user-info');

function UserInfoBinding() {
  const props = useFlowSelector(selectUserInfo);
  const send = useSend();
  const lookups = useLookups();
  return (
    <UserInfoScreen
      {...props}
      searchAddress={lookups.searchAddress}
      resolveAddress={lookups.resolveAddress}
      onSubmit={(values) => send({ type: 'user.submit', form: 'userInfo', values })}
    />
  );
}

/** The screen this file binds (collected by src/app/bindings/screen-view.tsx). */
export const binds = { 'user-info': () => <UserInfoBinding /> } satisfies ScreenBindings;
