import { describe, expect, it, vi } from 'vitest';
import { fixtureMachine } from './fixture.machine.ts';

const inspector = { actor: vi.fn(), snapshot: vi.fn(), event: vi.fn(), stop: vi.fn() };
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector: vi.fn(() => inspector) }));

const { attachStatelyInspector } = await import('../../src/flow-map/stately-inspector.ts');

describe('attachStatelyInspector', () => {
  it('registers the machine with its definition, then forwards each step the flow tab reports', async () => {
    const attached = await attachStatelyInspector(fixtureMachine, { type: 'snapshot', stateIds: ['fixture', 'start'], value: 'start', event: null, at: 1 });
    const [actorId, snapshot, info] = inspector.actor.mock.calls[0] as [string, { value: unknown }, { definition: string }];
    expect(snapshot.value).toBe('start');
    const definition = JSON.parse(info.definition) as { id: string; states: Record<string, unknown> };
    expect(definition.id).toBe('fixture');
    expect(Object.keys(definition.states)).toContain('deciding');

    attached.forward({ type: 'snapshot', stateIds: ['fixture', 'fixture.verifying'], value: 'verifying', event: { type: 'user.submit' }, at: 2 });
    expect(inspector.event).toHaveBeenCalledWith(actorId, { type: 'user.submit' });
    expect(inspector.snapshot).toHaveBeenCalledWith(actorId, { status: 'active', value: 'verifying' }, { event: { type: 'user.submit' } });
    attached.stop();
    expect(inspector.stop).toHaveBeenCalled();
  });
});
