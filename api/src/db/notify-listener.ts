import { Client, type ClientConfig } from 'pg';

/** Waits before connecting again after the listening connection dropped: doubling from the first to the last. */
export const LISTEN_RETRY_MS = { first: 100, max: 5000 } as const;

/** A subscription to a channel's notifications. */
export interface Listening {
  /**
   * True while every notification is heard. False while the listening connection is down (notices sent
   * meanwhile are lost): a cache must then ask the database rather than trust what it heard.
   */
  live(): boolean;
}

export type OnNotify = (payload: string) => void;

/**
 * LISTEN on PostgreSQL over one connection of its own (a pooled one would hand its session to other
 * queries). When that connection drops, every subscriber is called with an empty payload (whatever it
 * knew may have changed unheard), the listener connects again with back-off, and calls them once more
 * when it listens again. It never rejects: until it listens, live() is false.
 */
export function createNotifyListener(config: ClientConfig) {
  const channels = new Map<string, Set<OnNotify>>();
  let client: Client | null = null;
  let listening = false;
  let closed = false;
  let retryMs: number = LISTEN_RETRY_MS.first;
  let retryTimer: NodeJS.Timeout | null = null;
  let connecting: Promise<void> | null = null;

  const tellAll = () => {
    for (const subscribers of channels.values()) for (const onNotify of subscribers) onNotify('');
  };
  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  const dropped = (lost: Client) => {
    if (client !== lost) return;
    client = null;
    listening = false;
    lost.removeAllListeners('notification');
    void lost.end().catch(() => undefined);
    tellAll();
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
  };

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new Client({ ...config, keepAlive: true });
      client = next;
      next.on('error', () => dropped(next));
      next.on('end', () => dropped(next));
      next.on('notification', (message) => {
        for (const onNotify of channels.get(message.channel) ?? []) onNotify(message.payload ?? '');
      });
      try {
        await next.connect();
        for (const channel of channels.keys()) await next.query(`LISTEN ${quote(channel)}`);
        if (client !== next || closed) return;
        listening = true;
        retryMs = LISTEN_RETRY_MS.first;
        // Anything changed while no connection listened went unannounced.
        tellAll();
      } catch {
        dropped(next);
      }
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async listen(channel: string, onNotify: OnNotify): Promise<Listening> {
      const known = channels.has(channel);
      const subscribers = channels.get(channel) ?? new Set<OnNotify>();
      subscribers.add(onNotify);
      channels.set(channel, subscribers);
      if (connecting) await connecting;
      if (!client && !retryTimer && !closed) await connect();
      else if (!known && client && listening) await client.query(`LISTEN ${quote(channel)}`).catch(() => dropped(client!));
      return { live: () => listening && !closed };
    },
    /** Calls the subscribers of every channel with an empty payload (a write of this process, see database.ts). */
    tellAll,
    async close(): Promise<void> {
      closed = true;
      listening = false;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      if (connecting) await connecting;
      const open = client;
      client = null;
      if (open) await open.end().catch(() => undefined);
    },
  };
}
