import { nextTask, yieldWhereSupported } from './next-task';

describe('nextTask', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToMain = jest.fn(async () => undefined);
    await nextTask({ scheduler: { yield: yieldToMain }, setTimeout: window.setTimeout.bind(window) });
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });

  it('otherwise resolves after a task queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    const done = nextTask({ setTimeout: window.setTimeout.bind(window) }).then(() => order.push('after nextTask'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await done;
    expect(order).toEqual(['earlier task', 'after nextTask']);
  });
});

describe('yieldWhereSupported', () => {
  it("uses the browser's scheduler.yield where there is one, and does nothing elsewhere", async () => {
    const yieldToMain = jest.fn(async () => undefined);
    await yieldWhereSupported({ scheduler: { yield: yieldToMain } });
    expect(yieldToMain).toHaveBeenCalledTimes(1);
    expect(yieldWhereSupported({})).toBeUndefined();
  });
});
