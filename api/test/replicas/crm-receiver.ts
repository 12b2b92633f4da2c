import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from '../process-helpers';

/** One delivery as the CRM saw it. */
export interface Receipt {
  key: string;
  at: number;
}

/**
 * The CRM's webhook on loopback, as a CRM that honours the Idempotency-Key: every delivery is counted by
 * its key (received), and a record is kept the first time a key arrives (recorded); a repeat is answered
 * 200 and not recorded again. Each answer waits `answerDelayMs`, as a real CRM's does, so replicas have
 * deliveries in flight when one of them is killed.
 */
export function crmReceiver(answerDelayMs = 10) {
  const receipts: Receipt[] = [];
  const recorded = new Map<string, Record<string, unknown>>();
  /** Deliveries whose body's referenceId differs from their Idempotency-Key header. */
  let mismatched = 0;
  const server = http.createServer((req, res) => {
    const at = Date.now();
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const key = String(req.headers['idempotency-key']);
      const record = JSON.parse(body) as Record<string, unknown>;
      if (record.referenceId !== key) mismatched += 1;
      receipts.push({ key, at });
      if (!recorded.has(key)) recorded.set(key, record);
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'), answerDelayMs);
    });
  });
  return {
    receipts,
    recorded,
    mismatched: () => mismatched,
    /** Keys delivered more than once, with the time of each delivery. */
    repeated(): Map<string, number[]> {
      const byKey = new Map<string, number[]>();
      for (const { key, at } of receipts) byKey.set(key, [...(byKey.get(key) ?? []), at]);
      return new Map([...byKey].filter(([, times]) => times.length > 1));
    },
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
    },
    async close(): Promise<void> {
      await closeServer(server);
    },
  };
}
