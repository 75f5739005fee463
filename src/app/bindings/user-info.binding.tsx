import { selectUserInfo } from '../selectors/user-info.selector.ts';
import { useFlowSelector, useSend } from './flow-context.tsx';
import { screenChunk } from './screen-chunk.tsx';
import { useLookups } from './use-lookups.ts';

const UserInfoScreen = screenChunk(() => import('../../../screens/user-info/user-info.screen.tsx'), 'user-info');

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
