import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fromPromise, waitFor } from 'xstate';
import { approvalSignups } from '../flow-map/machine-model/model-fixtures.ts';
import { startFlowInDom } from '../../test/setup/flow-in-dom.tsx';

// Congratulations: going back to accept-offer is blocked (second document, 2.3), so the top bar has
// no Back button there. A Back that does nothing is a dead button.

describe('the congratulations page in the flow frame', () => {
  it('shows the approved card and no Back button', async () => {
    const { actor, renderFrame } = startFlowInDom({ fetchSignup: fromPromise(async () => approvalSignups.approved) });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/congratulations' });
    await waitFor(actor, (snapshot) => snapshot.matches({ congratulations: 'shown' }));
    renderFrame();
    expect(await screen.findByRole('heading', { level: 1, name: /congratulations/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});
