import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadExposedComponent, loadFederatedModule, remoteLocation, resetRemote, setRemoteLocations } from './exposed-module';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('the page\'s one registry of remotes', () => {
  const Renderer = () => null;
  afterEach(() => jest.clearAllMocks());

  it('loads container/exposed from the locations the shell registered, asking for /remotes.json never', async () => {
    global.fetch = jest.fn();
    setRemoteLocations({ 'mfe-content': { name: 'mfe_content', entry: '/remotes/mfe-content/remoteEntry.js' } });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_content', entry: '/remotes/mfe-content/remoteEntry.js' }], { force: true });
    mockedLoad.mockResolvedValue(() => ({ default: Renderer }));
    await expect(loadExposedComponent('mfe-content', './block-renderer')).resolves.toBe(Renderer);
    await expect(loadExposedComponent('mfe-content', 'block-renderer')).resolves.toBe(Renderer);
    expect(mockedLoad).toHaveBeenCalledWith('mfe_content/block-renderer', { loadFactory: false, from: 'runtime' });
    expect(global.fetch).not.toHaveBeenCalled();
    expect(remoteLocation('mfe-content')?.name).toBe('mfe_content');
  });

  it('registers a failed remote again for the next attempt', () => {
    setRemoteLocations({ 'mfe-forms': { name: 'mfe_forms', entry: '/remotes/mfe-forms/remoteEntry.js' } });
    jest.clearAllMocks();
    resetRemote('mfe-forms');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_forms', entry: '/remotes/mfe-forms/remoteEntry.js' }], { force: true });
  });

  it('rejects when the remote is not listed or its module has no component', async () => {
    setRemoteLocations({ 'mfe-dealer': { name: 'mfe_dealer', entry: '/d/remoteEntry.js' } });
    await expect(loadExposedComponent('mfe-owners', 'x')).rejects.toThrow('mfe-owners is not listed in remotes.json');
    mockedLoad.mockResolvedValue(undefined);
    await expect(loadExposedComponent('mfe-dealer', 'spa')).rejects.toThrow('mfe_dealer/spa did not load');
    mockedLoad.mockResolvedValue(() => ({}));
    await expect(loadExposedComponent('mfe-dealer', 'spa')).rejects.toThrow('mfe-dealer/spa has no component to show');
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
