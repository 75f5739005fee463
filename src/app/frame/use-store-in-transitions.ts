import { startTransition, useEffect, useState } from 'react';

/**
 * A store's value, its changes rendered as transitions: React renders them in slices, yielding to
 * the browser every few milliseconds, where `useSyncExternalStore` renders each change at once, in
 * one task. The frame's changes (the flow taking the frame over, the machine's next screen) rendered
 * that way held a slow phone's main thread for over 100 ms while the applicant typed or had just
 * pressed Next. `read` returns the same value until the store changes (as for `useSyncExternalStore`).
 */
export function useStoreInTransitions<T>(subscribe: (onChange: () => void) => () => void, read: () => T): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = () => startTransition(() => setValue(read));
    const unsubscribe = subscribe(update);
    // A change between the render and this effect (or another store than the first render's).
    update();
    return unsubscribe;
  }, [subscribe, read]);
  return value;
}
