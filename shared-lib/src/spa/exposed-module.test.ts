import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadExposedComponent } from './exposed-module';

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
    mockedLoad.mockResolvedValue({ default: Renderer });
    await expect(loadExposedComponent('mfe-content', './block-renderer')).resolves.toBe(Renderer);
    await expect(loadExposedComponent('mfe-content', 'block-renderer')).resolves.toBe(Renderer);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_content', entry: '/remotes/mfe-content/mf-manifest.json' }]);
    expect(mockedLoad).toHaveBeenCalledWith('mfe_content/block-renderer');
  });

  it('rejects when remotes.json fails, and asks again on the next attempt', async () => {
    global.fetch = remotesFile({}, false);
    await expect(loadExposedComponent('mfe-forms', 'lead-form')).rejects.toThrow('remotes.json answered 503');
    global.fetch = remotesFile({ 'mfe-forms': { name: 'mfe_forms', entry: '/x/mf-manifest.json' } });
    mockedLoad.mockResolvedValue({ default: Renderer });
    await expect(loadExposedComponent('mfe-forms', 'lead-form')).resolves.toBe(Renderer);
  });

  it('rejects when the remote is not listed or its module has no default export', async () => {
    global.fetch = remotesFile({});
    await expect(loadExposedComponent('mfe-owners', 'x')).rejects.toThrow('mfe-owners is not listed in remotes.json');
    global.fetch = remotesFile({ 'mfe-dealer': { name: 'mfe_dealer', entry: '/d/mf-manifest.json' } });
    mockedLoad.mockResolvedValue(null);
    await expect(loadExposedComponent('mfe-dealer', 'spa')).rejects.toThrow('mfe_dealer/spa did not load');
  });
});
