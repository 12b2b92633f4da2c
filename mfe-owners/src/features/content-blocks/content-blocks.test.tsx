import * as React from 'react';
import { useEffect, useState } from 'react';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DrawnByServer, loadBlockRenderer, type BlockRendererProps, type Slice } from '@rv/shared-lib';
import { provideBlockRenderer } from './block-renderer-source';
import { loadOwnerBlocks } from './owner-block-code';
import { ContentBlocks } from './components/content-blocks.component';
import { docLink } from '../../test-utils';

jest.mock('@rv/shared-lib', () => ({ ...jest.requireActual('@rv/shared-lib'), loadBlockRenderer: jest.fn() }));

/** Stands in for mfe-content's renderer: a general block as its text, an owner block as the component passed in. */
function Renderer({ slices, blocks = {} }: BlockRendererProps) {
  return (
    <>
      {(slices ?? []).map((slice, index) => {
        const Block = blocks[slice.slice_type as keyof typeof blocks] as ((props: { slice: Slice }) => JSX.Element) | undefined;
        return Block ? <Block key={index} slice={slice} /> : <p key={index}>{String((slice.primary as { text?: string }).text)}</p>;
      })}
    </>
  );
}

const page = [
  { slice_type: 'text', primary: { text: 'Check the fuel valve first.' }, items: [] },
  { slice_type: 'categories_grid', primary: { title: 'Categories' }, items: [{ category: docLink('or_support_category', 'electrical', { title: 'Electrical' }) }] },
] as unknown as Slice[];

/** An article around the blocks that renders again once live, as the owner pages do (recording the view, the title). */
function Article() {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return <article data-live={live}><ContentBlocks slices={page} /></article>;
}

/** The server's HTML of the article, with mfe-content's renderer handed over as the API does. */
function drawnOnTheServer(): string {
  provideBlockRenderer(Renderer);
  try {
    return renderToString(<Article />);
  } finally {
    provideBlockRenderer(null);
  }
}

// The server loads the owner blocks' code before it draws a page (server.ts).
beforeAll(() => loadOwnerBlocks());

afterEach(() => {
  document.body.innerHTML = '';
  jest.mocked(loadBlockRenderer).mockReset();
  jest.restoreAllMocks();
});

describe('content blocks drawn on the server', () => {
  it('are in the HTML, general and owner blocks alike, with no loading note and nothing left to the browser', () => {
    const html = drawnOnTheServer();
    expect(html).toContain('<p>Check the fuel valve first.</p>');
    expect(html).toContain('Electrical');
    expect(html).not.toContain('Loading');
    expect(html).not.toContain('<!--$!-->');
  });

  it('for an article with no owner block, are drawn at once without the owner blocks’ code, which is never loaded', () => {
    let isolated!: { source: typeof import('./block-renderer-source'); code: typeof import('./owner-block-code') };
    jest.isolateModules(() => {
      jest.doMock('react', () => React);
      isolated = { source: require('./block-renderer-source'), code: require('./owner-block-code') };
    });
    const article = [page[0]];
    isolated.source.provideBlockRenderer(Renderer);
    let Drawn: React.ComponentType<{ slices: readonly Slice[] | null | undefined }> | undefined;
    void isolated.source.blockRendererModule(article).then((module) => { Drawn = module.default; });
    expect(Drawn).toBeDefined();
    expect(renderToString(<>{Drawn ? <Drawn slices={article} /> : null}</>)).toBe('<p>Check the fuel valve first.</p>');
    expect(isolated.code.loadedOwnerBlocks()).toBeNull();
  });

  it('without a renderer handed over, the server draws the owner blocks alone and leaves the general ones to the browser', () => {
    const html = renderToString(<Article />);
    expect(html).not.toContain('Check the fuel valve first.');
    expect(html).toContain('Electrical');
    expect(html).toContain('Loading…');
    expect(loadBlockRenderer).toHaveBeenCalled();
  });

  it('stay drawn in the browser, also through the page rendering again, until the renderer arrives; then React adopts them', async () => {
    let arrive!: () => void;
    jest.mocked(loadBlockRenderer).mockReturnValue(new Promise((resolve) => { arrive = () => resolve({ default: Renderer }); }));
    const region = document.createElement('div');
    region.innerHTML = `<div>${drawnOnTheServer()}</div>`;
    document.body.append(region);
    const text = region.querySelector('p')!;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(region, <DrawnByServer><Article /></DrawnByServer>, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(region.querySelector('article')).toHaveAttribute('data-live', 'true');
    expect(region).not.toHaveTextContent('Loading');
    expect(region.querySelector('p')).toBe(text);

    await act(async () => arrive());
    expect(region.querySelector('p')).toBe(text);
    expect(Object.keys(text).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(region).toHaveTextContent('Electrical');
    expect(errors).toEqual([]);
  });

  it('stay on screen when the renderer cannot be loaded in the browser, with the note and its Try again beside them', async () => {
    let fail!: () => void;
    jest.mocked(loadBlockRenderer).mockReturnValueOnce(new Promise((_resolve, reject) => { fail = () => reject(new Error('mfe-content is down')); }));
    const region = document.createElement('div');
    region.innerHTML = `<div>${drawnOnTheServer()}</div>`;
    document.body.append(region);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(region, <DrawnByServer><Article /></DrawnByServer>, { onRecoverableError: (error) => errors.push(error) });
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => fail());

    expect(region).toHaveTextContent('Check the fuel valve first.');
    expect(region).toHaveTextContent('Electrical');
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, this part of the page could not be loaded.');

    // Try again: the renderer arrives and React adopts the drawn body; the note goes.
    jest.mocked(loadBlockRenderer).mockResolvedValueOnce({ default: Renderer });
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
    const text = screen.getByText('Check the fuel valve first.');
    expect(Object.keys(text).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(region).toHaveTextContent('Electrical');
    expect(errors).toEqual([]);
  });

  it('drawn without the general blocks (no renderer on the server), put the note in their place when the renderer cannot be loaded', async () => {
    jest.mocked(loadBlockRenderer).mockRejectedValue(new Error('mfe-content is down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const region = document.createElement('div');
    region.innerHTML = `<div>${renderToString(<Article />)}</div>`;
    document.body.append(region);
    await act(async () => {
      hydrateRoot(region, <DrawnByServer><Article /></DrawnByServer>, { onRecoverableError: () => undefined });
    });
    await act(async () => undefined);

    expect(region).not.toHaveTextContent('Loading');
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, this part of the page could not be loaded.');
    expect(region).toHaveTextContent('Electrical');
  });
});
