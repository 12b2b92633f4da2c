import { afterPageLoad } from './after-page-load';

describe('afterPageLoad', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('waits for the load event of a page still loading, then for an idle moment', async () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const done = jest.fn();
    afterPageLoad().then(done);
    await jest.runAllTimersAsync();
    expect(done).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await jest.runAllTimersAsync();
    expect(done).toHaveBeenCalled();
  });

  it('waits only for an idle moment once the page has loaded', async () => {
    const done = jest.fn();
    afterPageLoad().then(done);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    await jest.runAllTimersAsync();
    expect(done).toHaveBeenCalled();
  });
});
