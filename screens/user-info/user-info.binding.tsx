import { selectUserInfo } from './user-info.selector.ts';
import { useFlowSelector, useSend } from '../../src/app/bindings/flow-context.tsx';
import { screenChunk } from '../../src/app/bindings/screen-chunk.tsx';
import { useLookups } from '../../src/app/bindings/use-lookups.ts';

const UserInfoScreen = screenChunk(() => import('./user-info.screen.tsx'), 'user-info');

export function UserInfoBinding() {
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
