import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise, waitFor as waitForActor } from 'xstate';
import type { SetCoveragesInput } from '../../machines/onboarding.types.ts';
import type { InsuranceQuote } from '../../services/contract/insurance.schema.ts';
import { petApplication, preDecisionSignups, pricing, quote } from '../flow-map/machine-model/model-fixtures.ts';
import { startFlowInDom } from '../../test/setup/flow-in-dom.tsx';
import { AdditionalServicesBinding } from '../../screens/additional-services/additional-services.binding.tsx';

// Issue 33, defect 1: Add on Vet visits, then, before that save answers, open Prescription meds'
// Details and press its "Add prescription meds". The window closed and the choice was dropped: the
// cards wait while a change is saved, but the window's button did not. A control the machine would
// not take now is disabled (decision 0060), in a window too; once the first save is answered it is
// taken.

describe('the add-on page, a second add-on chosen in its Details window while the first saves', () => {
  it('keeps the window’s Add disabled until the first save is answered, then takes it: both add-ons are saved and shown', async () => {
    const saves: string[][] = [];
    const answers: Array<(quote: InsuranceQuote) => void> = [];
    const { actor, renderInFlow } = startFlowInDom({
      fetchSignup: fromPromise(async () => preDecisionSignups.approved),
      // Its 24-hour window still open on the real clock this test runs on.
      loadPetApplication: fromPromise(async () => petApplication({ finalizationDeadline: new Date(Date.now() + 86_400_000).toISOString() })),
      fetchPricing: fromPromise(async () => pricing),
      // The server holds each save until the test answers it with the coverages it was sent.
      setCoverages: fromPromise(({ input }: { input: SetCoveragesInput }) => {
        saves.push(input.coverages);
        return new Promise<InsuranceQuote>((resolve) => answers.push(resolve));
      }),
    });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/additional-services' });
    await waitForActor(actor, (snapshot) => snapshot.matches({ additionalServices: { ready: { panel: 'idle' } } }));
    renderInFlow(<AdditionalServicesBinding />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add vet visits' }));
    expect(saves).toEqual([['cov-vet']]);
    await user.click(screen.getByRole('button', { name: 'Details about prescription meds' }));
    const details = await screen.findByRole('dialog', { name: 'Prescription meds coverage' });
    // The first save is on its way: the window's Add waits, as the cards' do (never a press dropped).
    expect(within(details).getByRole('button', { name: 'Add prescription meds' })).toBeDisabled();

    answers[0]!(quote(['cov-vet']));
    await waitFor(() => expect(within(details).getByRole('button', { name: 'Add prescription meds' })).toBeEnabled());
    await user.click(within(details).getByRole('button', { name: 'Add prescription meds' }));
    expect(saves).toEqual([['cov-vet'], ['cov-vet', 'cov-rx']]);
    answers[1]!(quote(['cov-vet', 'cov-rx']));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove prescription meds' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remove vet visits' })).toBeInTheDocument();
    expect(actor.getSnapshot().context.selectedAddOns).toEqual(expect.arrayContaining(['vet_visit', 'prescription_meds']));
  });
});

describe('the add-on page, a change that fails (issue 33, defect 2)', () => {
  it.each([
    ['got no answer (the connection, or a reload cutting it off)', { status: 0, code: 'network_error', message: 'Failed to fetch' }, "We couldn't reach our servers. Please check your connection and try again."],
    ['failed on our side', { status: 503, message: 'Service unavailable' }, 'Something went wrong on our side. Please try again in a moment.'],
  ])('a save that %s says whose fault it is, never "Press the next button" (the page has none)', async (_, failure, words) => {
    const { actor, renderInFlow } = startFlowInDom({
      fetchSignup: fromPromise(async () => preDecisionSignups.approved),
      loadPetApplication: fromPromise(async () => petApplication({ finalizationDeadline: new Date(Date.now() + 86_400_000).toISOString() })),
      fetchPricing: fromPromise(async () => pricing),
      setCoverages: fromPromise(async () => Promise.reject(Object.assign(new Error(failure.message), failure))),
    });
    actor.send({ type: 'nav.location', url: '/onboard/card/orig-1/additional-services' });
    await waitForActor(actor, (snapshot) => snapshot.matches({ additionalServices: { ready: { panel: 'idle' } } }));
    renderInFlow(<AdditionalServicesBinding />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add vet visits' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words);
    expect(screen.queryByText(/Press the next button/)).not.toBeInTheDocument();
    // The way on: Add is taken again.
    expect(screen.getByRole('button', { name: 'Add vet visits' })).toBeEnabled();
  });
});
