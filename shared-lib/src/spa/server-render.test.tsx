import { useResource } from '../api/use-resource';
import { serviceClient, resetServiceClients } from '../api/http-client';
import * as React from 'react';
import { configureServerApi, renderWithData, serverPageRenderer, type ResourceSeedScope } from './server-render';
import { preloadRoutedPage, RoutedPages, type PageProps } from './routed-pages';
import { lazyPage } from './lazy-page';
import { isNotFoundError } from '@rv/ui-kit';

function Article({ id }: { id: string }) {
  const article = useResource(`article:${id}`, async () => ({ title: `Article ${id}`, related: 'b' }));
  const related = useResource(article.data ? `article:${article.data.related}` : null, async () => ({ title: 'Related article', related: '' }));
  const grouped = useResource(`grouped:${id}`, async () => new Map([['group', 1]]));
  const broken = useResource(`broken:${id}`, async () => Promise.reject(new Error('down')));
  return (
    <article>
      <h1>{article.data?.title ?? 'loading'}</h1>
      <p>{related.data?.title ?? 'related loading'}</p>
      <p>{grouped.data ? 'grouped' : 'grouped loading'}</p>
      <p>{broken.status}</p>
    </article>
  );
}

describe('server rendering with data', () => {
  it('draws what the components ask for, round after round, and seeds only plain JSON that loaded', async () => {
    const { html, seed } = await renderWithData(<Article id="a" />);
    expect(html).toContain('<h1>Article a</h1>');
    expect(html).toContain('Related article');
    expect(html).toContain('grouped loading');
    expect(html).toContain('<p>loading</p>');
    expect(Object.keys(seed).sort()).toEqual(['article:a', 'article:b']);
  });

  it('draws a page whose resource answered 4xx in its not-found state, and seeds that failure; a 5xx is left for the browser', async () => {
    const httpError = (status: number) => Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status } });
    function Missing() {
      const doc = useResource('doc:missing', () => Promise.reject(httpError(404)));
      const lookup = useResource('lookup:missing', () => Promise.reject(Object.assign(new Error('No such article'), { notFound: true })));
      const down = useResource('doc:down', () => Promise.reject(httpError(503)));
      return <p>{`${doc.status} ${isNotFoundError(doc.error)} ${lookup.status} ${isNotFoundError(lookup.error)} ${down.status}`}</p>;
    }
    const { html, seed } = await renderWithData(<Missing />);
    expect(html).toContain('error true error true loading');
    expect(seed).toEqual({
      '!failed doc:missing': { isAxiosError: true, response: { status: 404 }, message: 'Request failed with status code 404' },
      '!failed lookup:missing': { notFound: true, message: 'No such article' },
    });
  });

  it('answers the API clients’ calls, with their method and body, through the server’s own handler', async () => {
    const calls: unknown[] = [];
    configureServerApi(async (request) => {
      calls.push(request);
      return request.url.endsWith('/missing') ? { status: 404, body: { message: 'No such model.' } } : { status: 200, body: { ok: true } };
    });
    resetServiceClients();
    await expect(serviceClient('search').post('/models', { size: 1 }).then((r) => r.data)).resolves.toEqual({ ok: true });
    await expect(serviceClient('content').get('/missing')).rejects.toMatchObject({ response: { status: 404 } });
    expect(calls).toEqual([{ method: 'POST', url: '/api/search/v1/models', body: '{"size":1}' }, { method: 'GET', url: '/api/content/v1/missing', body: undefined }]);
  });

  it('draws a remote’s routed page for a URL', async () => {
    const Page = ({ params }: PageProps) => <h1>Owners article {params.uid}</h1>;
    const { renderPage } = serverPageRenderer(() => <RoutedPages pages={{ ownersArticle: Page }} />);
    const { html } = await renderPage({ pathname: '/owners/generator-will-not-start', search: '', config: { companySlug: 'keystone', companyName: 'Keystone RV', status: 200 } });
    expect(html).toContain('Owners article <!-- -->generator-will-not-start');
  });

  it('draws a lazy page, not its loading status, once the route’s page code is loaded first', async () => {
    const Page = ({ params }: PageProps) => <h1>Owners brand {params.slug}</h1>;
    const pages = { ownersBrandLanding: lazyPage(async () => Page) };
    const page = { pathname: '/owners/brand/montana', search: '', config: { companySlug: 'keystone', companyName: 'Keystone RV', status: 200 } };
    const undrawn = await serverPageRenderer(() => <RoutedPages pages={pages} />).renderPage(page);
    expect(undrawn.html).toContain('Loading the page…');
    const { renderPage } = serverPageRenderer(() => <RoutedPages pages={pages} />, { beforeRendering: ({ pathname, config }) => preloadRoutedPage(pages, pathname, config.companySlug) });
    const { html } = await renderPage(page);
    expect(html).toContain('Owners brand <!-- -->montana');
    expect(html).not.toContain('Loading the page…');
  });

  it('draws, with their data, the components of another build that bundles its own copy of the seed (mfe-content’s blocks in an owner page)', async () => {
    // Another server build: its own copy of shared-lib's resource seed, over the one React the server renders with.
    let other!: { useResource: typeof useResource; scope: ResourceSeedScope };
    jest.isolateModules(() => {
      jest.doMock('react', () => React);
      const api = require('./server-render') as typeof import('./server-render');
      other = { useResource: (require('../api/use-resource') as typeof import('../api/use-resource')).useResource, scope: api.configureServerApi(async () => ({ status: 200, body: null })) };
    });
    function Testimonials() {
      const reviews = other.useResource('reviews:', async () => ['We camp every weekend.']);
      return <p>{reviews.data?.[0] ?? 'reviews loading'}</p>;
    }
    const page = <article><Article id="a" /><Testimonials /></article>;

    const { html, seed } = await serverPageRenderer(() => page).renderPage({ pathname: '/owners/a', search: '', config: { companySlug: 'keystone', companyName: 'Keystone RV', status: 200 }, seedScopes: [other.scope] });
    expect(html).toContain('<h1>Article a</h1>');
    expect(html).toContain('<p>We camp every weekend.</p>');
    expect(seed).toMatchObject({ 'article:a': { title: 'Article a' }, 'reviews:': ['We camp every weekend.'] });
    // Without that copy's seed the page's own data is drawn, and that build's component is left loading.
    expect((await renderWithData(page)).html).toContain('reviews loading');
  });
});
