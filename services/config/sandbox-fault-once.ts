import { SANDBOX_FAULT_HEADER, SANDBOX_FAULT_MARK } from '../contract/headers.ts';
import type { KeyValueStorage } from '../storage/key-value-storage.ts';

// A failure the sandbox's "Open this step live" hands over with the application (decision 0079): a
// step that shows its retry view ("We couldn't load this page", a purchase that could not be made)
// was reached by a call the fault switch failed. The app opened there reads what it shows again, as
// after any reload (decision 0074), and that call would now answer: the person would see the step,
// not its failure. So the walk leaves the fault in the app's storage, and the app sends the fault
// switch's header with its calls until the server says it failed one (`x-sandbox-fault: injected`);
// then the key is gone and the person's Try again goes through. Production ignores the header, and
// nothing but the live step writes the key.

/** The storage key the live step's walk leaves: the fault switch's value, `<call>=<fault>`. */
export const SANDBOX_FAULT_ONCE_KEY = 'sandbox.faultOnce';

/** `send`, with the handed-over fault on each request until one answer says it was injected. */
export function sendingFaultOnce(send: typeof fetch, storage: KeyValueStorage): typeof fetch {
  return async (input, init) => {
    const fault = storage.get(SANDBOX_FAULT_ONCE_KEY);
    if (fault === null) return send(input, init);
    const request = new Request(input, init);
    request.headers.set(SANDBOX_FAULT_HEADER, fault);
    const response = await send(request);
    if (response.headers.get(SANDBOX_FAULT_HEADER) === SANDBOX_FAULT_MARK) storage.remove(SANDBOX_FAULT_ONCE_KEY);
    return response;
  };
}
