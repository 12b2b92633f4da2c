import { cachedRead, forgetCachedReads, resetResourceCache } from './resource-cache';

describe('the page cache of API reads', () => {
  it('asks once per key and shares the answer', async () => {
    const fetcher = jest.fn(() => Promise.resolve(['term']));
    const [a, b] = await Promise.all([cachedRead('glossary', fetcher), cachedRead('glossary', fetcher)]);
    expect(a).toBe(b);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next call asks again', async () => {
    const fetcher = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('settings');
    await expect(cachedRead('settings', fetcher)).rejects.toThrow('down');
    await expect(cachedRead('settings', fetcher)).resolves.toBe('settings');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('forgets reads by prefix, and all of them on reset', async () => {
    const fetcher = jest.fn(() => Promise.resolve(1));
    await cachedRead('lines:a', fetcher);
    await cachedRead('stats', fetcher);
    forgetCachedReads('lines:');
    await cachedRead('lines:a', fetcher);
    await cachedRead('stats', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(3);
    resetResourceCache();
    await cachedRead('stats', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(4);
  });

  it('asks again once an answer is no longer fresh', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    const fetcher = jest.fn(() => Promise.resolve('lines'));
    const fresh = (answeredAt: number) => Date.now() - answeredAt < 300_000;
    await cachedRead('lines', fetcher, { isFresh: fresh });
    now.mockReturnValue(300_999);
    await cachedRead('lines', fetcher, { isFresh: fresh });
    expect(fetcher).toHaveBeenCalledTimes(1);
    now.mockReturnValue(301_000);
    await cachedRead('lines', fetcher, { isFresh: fresh });
    expect(fetcher).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });
});
