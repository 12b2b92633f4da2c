import { createContextKey, ROOT_CONTEXT } from '@opentelemetry/api';
import { currentRequestId, requestContextManager, requestIdOf } from './tracing';

const key = createContextKey('test key');

describe("OpenTelemetry's context kept in the request's own storage", () => {
  const manager = requestContextManager();

  it('is the root context outside any', () => {
    expect(manager.active()).toBe(ROOT_CONTEXT);
  });

  it('makes a context active for the work it runs, across awaits, and restores the one before', async () => {
    const ctx = ROOT_CONTEXT.setValue(key, 'inner');
    const seen = await manager.with(ctx, async (a: number, b: number) => {
      await new Promise((resolve) => setImmediate(resolve));
      return [manager.active().getValue(key), a + b];
    }, undefined, 2, 3);
    expect(seen).toEqual(['inner', 5]);
    expect(manager.active()).toBe(ROOT_CONTEXT);
  });

  it('keeps the request id while a context is active', async () => {
    await new Promise<void>((resolve) => {
      setImmediate(() => {
        requestIdOf({ 'x-request-id': 'ctx-req-1' });
        manager.with(ROOT_CONTEXT.setValue(key, 'x'), () => expect(currentRequestId()).toBe('ctx-req-1'));
        resolve();
      });
    });
  });

  it('binds a function to the context it was given', () => {
    const ctx = ROOT_CONTEXT.setValue(key, 'bound');
    const read = manager.bind(ctx, () => manager.active().getValue(key));
    expect(read()).toBe('bound');
    const emitter = { on: () => undefined };
    expect(manager.bind(ctx, emitter)).toBe(emitter);
  });
});
