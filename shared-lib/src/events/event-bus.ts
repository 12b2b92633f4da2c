import { BehaviorSubject, Observable, Subject, filter, map, type Subscription } from 'rxjs';

/**
 * Every cross-remote event and its payload. Topics named `*:state` describe state and replay their
 * last value to late subscribers (ARCHITECTURE "Boundaries"); the others are one-off notifications.
 */
export interface BusEvents {
  'compare:changed': { referenceIds: string[] };
  'auth:logout': { reason: 'user' | 'unauthorized' | 'idle' | 'expired' };
  'auth:session-changed': { loggedIn: boolean; username: string | null };
  'modal:open': { id: string };
  'modal:close': { id: string };
  'search:open': { query?: string };
  'search:close': Record<string, never>;
  'site:location': { state: string | null; region: 'EAST' | 'WEST' | 'BOTH' };
  'owners:brand-selected': { brandSlug: string | null };
  'tracking:event': { event: string; [key: string]: unknown };
}

export type BusTopic = keyof BusEvents;

/** Topics whose last value is replayed to subscribers that arrive later (state, not notifications). */
const REPLAYED: ReadonlySet<BusTopic> = new Set<BusTopic>(['compare:changed', 'auth:session-changed', 'site:location', 'owners:brand-selected']);

interface Envelope {
  topic: BusTopic;
  payload: unknown;
}

export interface EventBus {
  publish<T extends BusTopic>(topic: T, payload: BusEvents[T]): void;
  subscribe<T extends BusTopic>(topic: T, handler: (payload: BusEvents[T]) => void): Subscription;
  on<T extends BusTopic>(topic: T): Observable<BusEvents[T]>;
}

export function createEventBus(): EventBus {
  const stream = new Subject<Envelope>();
  const last = new Map<BusTopic, BehaviorSubject<unknown>>();
  const on = <T extends BusTopic>(topic: T): Observable<BusEvents[T]> => {
    if (REPLAYED.has(topic) && last.has(topic)) {
      return new Observable<BusEvents[T]>((subscriber) => {
        subscriber.next(last.get(topic)!.getValue() as BusEvents[T]);
        return stream.pipe(filter((e) => e.topic === topic), map((e) => e.payload as BusEvents[T])).subscribe(subscriber);
      });
    }
    return stream.pipe(filter((e) => e.topic === topic), map((e) => e.payload as BusEvents[T]));
  };
  return {
    publish(topic, payload) {
      if (REPLAYED.has(topic)) {
        const subject = last.get(topic);
        if (subject) subject.next(payload);
        else last.set(topic, new BehaviorSubject<unknown>(payload));
      }
      stream.next({ topic, payload });
    },
    subscribe: (topic, handler) => on(topic).subscribe(handler),
    on,
  };
}

/** The page's one bus. shared-lib is a Module Federation singleton, so every remote gets this instance. */
export const bus: EventBus = createEventBus();
