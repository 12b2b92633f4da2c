import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRouteLifecycles, remoteWasPreloaded, setRemotes } from './remote-registry';
import { parseRemotesFile, RemotesFileError } from './remotes-file';
import { SKIP_HELD_STYLESHEETS } from './held-stylesheets';
import { REPORT_LOAD_ERRORS } from './report-load-errors';
import { YIELD_BETWEEN_STEPS } from './yield-between-steps';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  satisfy: jest.requireActual('@module-federation/enhanced/runtime').satisfy,
}));
const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

function region(): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  return el;
}

describe('remote registry', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    setRemotes({ 'mfe-catalog': { name: 'mfe_catalog', entry: '/remotes/mfe-catalog/mf-manifest.json' } });
  });

  it('registers every remote of remotes.json with the federation runtime', () => {
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_catalog', entry: '/remotes/mfe-catalog/mf-manifest.json' }], { force: true });
  });

  it('registers the federation plugins once: yielding between loading steps (the shell and every remote), skipping held stylesheets and reporting load errors', () => {
    setRemotes({});
    expect(registerPlugins).toHaveBeenCalledTimes(1);
    expect(registerPlugins).toHaveBeenCalledWith([YIELD_BETWEEN_STEPS, SKIP_HELD_STYLESHEETS, REPORT_LOAD_ERRORS]);
    expect(registerGlobalPlugins).toHaveBeenCalledTimes(1);
    expect(registerGlobalPlugins).toHaveBeenCalledWith([YIELD_BETWEEN_STEPS]);
  });

  it('shows a fallback with a retry when the remote fails to load', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('ChunkLoadError'));
    const retry = jest.fn();
    const lifecycles = await loadRouteLifecycles('mfe-catalog', retry);
    const domElement = region();
    await lifecycles.mount({ name: 'mfe-catalog', domElement });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this part of the catalogue could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });

  it('shows the fallback when the remote throws while mounting', async () => {
    mockedLoad.mockResolvedValueOnce(() => ({
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('boom');
      },
      unmount: async () => undefined,
    }));
    const lifecycles = await loadRouteLifecycles('mfe-catalog', jest.fn());
    const domElement = region();
    await lifecycles.mount({ name: 'mfe-catalog', domElement });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    await lifecycles.unmount({ name: 'mfe-catalog', domElement });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('mounts and unmounts a healthy remote through its own lifecycles', async () => {
    const mount = jest.fn(async ({ domElement }: { domElement: HTMLElement }) => {
      domElement.textContent = 'catalogue';
    });
    const unmount = jest.fn(async () => undefined);
    mockedLoad.mockResolvedValueOnce(() => ({ default: { bootstrap: async () => undefined, mount, unmount } }));
    const lifecycles = await loadRouteLifecycles('mfe-catalog', jest.fn());
    const domElement = region();
    await lifecycles.mount({ name: 'mfe-catalog', domElement });
    expect(domElement).toHaveTextContent('catalogue');
    await lifecycles.unmount({ name: 'mfe-catalog', domElement });
    expect(unmount).toHaveBeenCalled();
  });
});

describe('a remote built for other versions of the shared packages', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows its fallback in its region, never loads it, and the console names the remote, the package and both versions', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLoad.mockClear();
    document.body.innerHTML = '';
    setRemotes({
      'mfe-catalog': { name: 'mfe_catalog', entry: '/remotes/mfe-catalog/remoteEntry.js', requires: { '@rv/shared-lib': '^2.0.0' } },
    }, { '@rv/shared-lib': '1.0.0' });
    const lifecycles = await loadRouteLifecycles('mfe-catalog', jest.fn());
    await lifecycles.mount({ name: 'mfe-catalog', domElement: region() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this part of the catalogue could not be loaded.');
    expect(mockedLoad).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('[remotes] mfe-catalog is refused: it needs @rv/shared-lib ^2.0.0, and the shell has @rv/shared-lib 1.0.0.');
  });
});

describe('retrying a remote the page preloaded', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  function preload(href: string) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.href = href;
    document.head.append(link);
  }

  it('knows when the HTML preloaded that remote’s files, and not another’s', () => {
    setRemotes({
      'mfe-catalog': { name: 'mfe_catalog', entry: '/remotes/mfe-catalog/mf-manifest.json' },
      'mfe-content': { name: 'mfe_content', entry: '/remotes/mfe-content/mf-manifest.json' },
    });
    expect(remoteWasPreloaded('mfe-catalog')).toBe(false);
    preload('/remotes.json');
    preload('/remotes/mfe-content/remoteEntry.js');
    expect(remoteWasPreloaded('mfe-catalog')).toBe(false);
    preload('/remotes/mfe-catalog/remoteEntry.js');
    expect(remoteWasPreloaded('mfe-catalog')).toBe(true);
    expect(remoteWasPreloaded('mfe-owners')).toBe(false);
  });

  it('follows a remote hosted on another origin', () => {
    setRemotes({ 'mfe-catalog': { name: 'mfe_catalog', entry: 'https://cdn.example.com/catalog/v2/mf-manifest.json' } });
    preload('/remotes/mfe-catalog/remoteEntry.js');
    expect(remoteWasPreloaded('mfe-catalog')).toBe(false);
    preload('https://cdn.example.com/catalog/v2/remoteEntry.js');
    expect(remoteWasPreloaded('mfe-catalog')).toBe(true);
  });
});

describe('remotes.json parsing', () => {
  it('accepts a map of remotes with names and entries', () => {
    expect(parseRemotesFile({ 'mfe-forms': { name: 'mfe_forms', entry: 'https://cdn.example.com/forms/mf-manifest.json' } })).toEqual({
      'mfe-forms': { name: 'mfe_forms', entry: 'https://cdn.example.com/forms/mf-manifest.json' },
    });
  });

  it('keeps the ranges a remote needs of the shared packages', () => {
    const entry = { name: 'mfe_forms', entry: '/remotes/mfe-forms/remoteEntry.js', requires: { '@rv/shared-lib': '^1.0.0' } };
    expect(parseRemotesFile({ 'mfe-forms': entry })).toEqual({ 'mfe-forms': entry });
    expect(() => parseRemotesFile({ 'mfe-forms': { ...entry, requires: { '@rv/shared-lib': 1 } } })).toThrow('remotes.json entry "mfe-forms" has requires that are not package names with ranges.');
  });

  it.each([[null], [[]], ['text'], [{ 'mfe-forms': { name: 'mfe_forms' } }], [{ 'mfe-forms': null }]])('rejects %j with a clear error', (value) => {
    expect(() => parseRemotesFile(value)).toThrow(RemotesFileError);
  });
});
