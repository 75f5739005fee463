import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise, waitFor } from 'xstate';
import { startFlowInDom } from '../../test/setup/flow-in-dom.tsx';

// A failed load shows Try again wherever it happened, also where the flow has no screen of its own:
// asking the server where the application stands (resume) once showed a loading view for ever.

describe('the flow frame after a failed load', () => {
  it('offers Try again when the check of where the application stands failed', async () => {
    let validations = 0;
    // The signup is not there yet (409): the flow asks where the application stands, and that fails.
    const { actor, renderFrame } = startFlowInDom({
      fetchSignup: fromPromise(() => Promise.reject({ status: 409, message: 'Not yet.' })),
      validateOrigination: fromPromise(() => {
        validations += 1;
        return Promise.reject({ status: 500, message: 'Something went wrong.' });
      }),
    });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/congratulations' });
    await waitFor(actor, (snapshot) => snapshot.matches({ resume: 'failed' }));
    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(actor, () => validations === 2);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(actor.getSnapshot().matches({ resume: 'failed' })).toBe(true);
  });
});
