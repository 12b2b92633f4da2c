import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadExposedComponent, loadFederatedModule } from './exposed-module';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

function remotesFile(body: unknown, ok = true) {
  return jest.fn(async () => ({ ok, status: ok ? 200 : 503, json: async () => body }) as Response);
}

describe('loading a component another remote exposes', () => {
  const Renderer = () => null;
  afterEach(() => jest.clearAllMocks());

  it('registers the remote from /remotes.json once and loads container/exposed', async () => {
    global.fetch = remotesFile({ 'mfe-content': { name: 'mfe_content', entry: '/remotes/mfe-content/mf-manifest.json' } });
    mockedLoad.mockResolvedValue(() => ({ default: Renderer }));
    await expect(loadExposedComponent('mfe-content', './block-renderer')).resolves.toBe(Renderer);
    await expect(loadExposedComponent('mfe-content', 'block-renderer')).resolves.toBe(Renderer);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_content', entry: '/remotes/mfe-content/mf-manifest.json' }]);
    expect(mockedLoad).toHaveBeenCalledWith('mfe_content/block-renderer', { loadFactory: false, from: 'runtime' });
  });

  it('rejects when remotes.json fails, and asks again on the next attempt', async () => {
    global.fetch = remotesFile({}, false);
    await expect(loadExposedComponent('mfe-forms', 'lead-form')).rejects.toThrow('remotes.json answered 503');
    global.fetch = remotesFile({ 'mfe-forms': { name: 'mfe_forms', entry: '/x/mf-manifest.json' } });
    mockedLoad.mockResolvedValue(() => ({ default: Renderer }));
    await expect(loadExposedComponent('mfe-forms', 'lead-form')).resolves.toBe(Renderer);
  });

  it('rejects when the remote is not listed or its module has no default export', async () => {
    global.fetch = remotesFile({});
    await expect(loadExposedComponent('mfe-owners', 'x')).rejects.toThrow('mfe-owners is not listed in remotes.json');
    global.fetch = remotesFile({ 'mfe-dealer': { name: 'mfe_dealer', entry: '/d/mf-manifest.json' } });
    mockedLoad.mockResolvedValue(undefined);
    await expect(loadExposedComponent('mfe-dealer', 'spa')).rejects.toThrow('mfe_dealer/spa did not load');
  });
});

describe('loadFederatedModule', () => {
  afterEach(() => jest.clearAllMocks());

  it('evaluates the exposed module in a later task than the one its loading finished in', async () => {
    const order: string[] = [];
    const factory = jest.fn(() => {
      order.push('evaluated');
      return { value: 42 };
    });
    mockedLoad.mockImplementation(async () => {
      setTimeout(() => order.push('a task queued as the loading finished'), 0);
      return factory;
    });
    await expect(loadFederatedModule('mfe_catalog/spa')).resolves.toEqual({ value: 42 });
    expect(order).toEqual(['a task queued as the loading finished', 'evaluated']);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('waits for a factory that answers with a promise', async () => {
    mockedLoad.mockResolvedValue(async () => ({ ready: true }));
    await expect(loadFederatedModule('mfe_forms/lead-form')).resolves.toEqual({ ready: true });
  });

  it('answers null when the remote has no such module, and passes on a failed load', async () => {
    mockedLoad.mockResolvedValueOnce(undefined);
    await expect(loadFederatedModule('mfe_owners/nothing')).resolves.toBeNull();
    mockedLoad.mockRejectedValueOnce(new Error('ChunkLoadError'));
    await expect(loadFederatedModule('mfe_owners/spa')).rejects.toThrow('ChunkLoadError');
  });
});
