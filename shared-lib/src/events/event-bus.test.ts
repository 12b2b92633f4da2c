import { createEventBus } from './event-bus';

describe('event bus', () => {
  it('delivers a published event to subscribers of its topic only', () => {
    const bus = createEventBus();
    const opened: string[] = [];
    const closed: string[] = [];
    bus.subscribe('modal:open', (e) => opened.push(e.id));
    bus.subscribe('modal:close', (e) => closed.push(e.id));
    bus.publish('modal:open', { id: 'compare' });
    expect(opened).toEqual(['compare']);
    expect(closed).toEqual([]);
  });

  it('replays the last value of a state topic to a late subscriber', () => {
    const bus = createEventBus();
    bus.publish('compare:changed', { referenceIds: ['a'] });
    bus.publish('compare:changed', { referenceIds: ['a', 'b'] });
    const seen: string[][] = [];
    bus.subscribe('compare:changed', (e) => seen.push(e.referenceIds));
    expect(seen).toEqual([['a', 'b']]);
    bus.publish('compare:changed', { referenceIds: [] });
    expect(seen).toEqual([['a', 'b'], []]);
  });

  it('does not replay notification topics', () => {
    const bus = createEventBus();
    bus.publish('search:open', { query: 'x' });
    const seen: unknown[] = [];
    bus.subscribe('search:open', (e) => seen.push(e));
    expect(seen).toEqual([]);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus();
    const seen: unknown[] = [];
    const sub = bus.subscribe('auth:logout', (e) => seen.push(e));
    sub.unsubscribe();
    bus.publish('auth:logout', { reason: 'user' });
    expect(seen).toEqual([]);
  });
});
