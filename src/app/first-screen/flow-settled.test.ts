import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { untilSettled } from './flow-settled.ts';

// The hand-over decides from the screen the flow shows: it waits while the flow is still loading
// (a signed-in visitor's applications being looked up), and not forever.

const lookup = createMachine({
  initial: 'lookingUp',
  states: {
    lookingUp: { tags: 'loading', on: { answered: 'form' } },
    form: {},
  },
});

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('waiting for the flow to settle before the hand-over', () => {
  it('waits while the flow loads, and goes on once it has left its loading state', async () => {
    const actor = createActor(lookup).start();
    let settled = false;
    const waiting = untilSettled(actor).then(() => {
      settled = true;
    });
    await later(20);
    expect(settled).toBe(false);
    actor.send({ type: 'answered' });
    await waiting;
    expect(actor.getSnapshot().value).toBe('form');
  });

  it('does not wait for a flow that is not loading', async () => {
    const actor = createActor(lookup).start();
    actor.send({ type: 'answered' });
    await expect(untilSettled(actor)).resolves.toBeUndefined();
  });

  it('decides anyway when the loads take too long', async () => {
    const actor = createActor(lookup).start();
    await untilSettled(actor, 30);
    expect(actor.getSnapshot().value).toBe('lookingUp');
  });
});
