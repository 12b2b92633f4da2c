import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadExposed, loadExposedComponent, loadFederatedModule, RemoteRefusedError, remoteLocation, resetRemote, setRemoteLocations } from './exposed-module';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  satisfy: jest.requireActual('@module-federation/enhanced/runtime').satisfy,
}));
const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('the page\'s one registry of remotes', () => {
  const Renderer = () => null;
  afterEach(() => jest.clearAllMocks());

  it('loads container/exposed from the locations the shell registered, asking for /remotes.json never', async () => {
    global.fetch = jest.fn();
    setRemoteLocations({ 'mfe-content': { name: 'mfe_content', entry: '/remotes/mfe-content/remoteEntry.js' } });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_content', entry: '/remotes/mfe-content/remoteEntry.js' }], { force: true });
    mockedLoad.mockResolvedValue(() => ({ default: Renderer }));
    await expect(loadExposed('mfe-content', './block-renderer')).resolves.toEqual({ default: Renderer });
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
    setRemoteLocations({ 'mfe-forms': { name: 'mfe_forms', entry: '/f/remoteEntry.js' } });
    await expect(loadExposedComponent('mfe-content', 'block-renderer')).rejects.toThrow('mfe-content is not listed in remotes.json');
    mockedLoad.mockResolvedValue(undefined);
    await expect(loadExposedComponent('mfe-forms', 'popup-form')).rejects.toThrow('mfe_forms/popup-form did not load');
    mockedLoad.mockResolvedValue(() => ({}));
    await expect(loadExposedComponent('mfe-forms', 'popup-form')).rejects.toThrow('mfe-forms/popup-form has no component to show');
  });
});

describe('refusing a remote built for other versions of the shared packages', () => {
  const shell = { '@rv/shared-lib': '1.0.0', '@rv/domain': '1.0.0' };
  afterEach(() => jest.restoreAllMocks());

  it('never registers or loads it, says why once, and rejects every load so its caller shows the fallback', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLocations({
      'mfe-content': { name: 'mfe_content', entry: '/remotes/mfe-content/remoteEntry.js', requires: { '@rv/shared-lib': '^2.0.0', '@rv/domain': '^1.0.0' } },
      'mfe-forms': { name: 'mfe_forms', entry: '/remotes/mfe-forms/remoteEntry.js', requires: { '@rv/shared-lib': '^1.0.0' } },
    }, shell);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_forms', entry: '/remotes/mfe-forms/remoteEntry.js' }], { force: true });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('[remotes] mfe-content is refused: it needs @rv/shared-lib ^2.0.0, and the shell has @rv/shared-lib 1.0.0.');
    await expect(loadExposedComponent('mfe-content', 'block-renderer')).rejects.toThrow(RemoteRefusedError);
    await expect(loadExposed('mfe-content', 'spa')).rejects.toThrow('it needs @rv/shared-lib ^2.0.0, and the shell has @rv/shared-lib 1.0.0');
    expect(mockedLoad).not.toHaveBeenCalledWith(expect.stringContaining('mfe_content'), expect.anything());
    expect(remoteLocation('mfe-content')).toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('accepts it again once remotes.json points at a compatible build', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLocations({ 'mfe-content': { name: 'mfe_content', entry: '/remotes/mfe-content/v2/remoteEntry.js', requires: { '@rv/shared-lib': '^2.0.0' } } }, shell);
    setRemoteLocations({ 'mfe-content': { name: 'mfe_content', entry: '/remotes/mfe-content/remoteEntry.js', requires: { '@rv/shared-lib': '^1.0.0' } } }, shell);
    mockedLoad.mockResolvedValue(() => ({ default: () => null }));
    await expect(loadExposedComponent('mfe-content', 'block-renderer')).resolves.toEqual(expect.any(Function));
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
