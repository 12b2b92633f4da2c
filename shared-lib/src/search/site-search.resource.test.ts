import type { InternalAxiosRequestConfig } from 'axios';
import { resetServiceClients, serviceClient } from '../api/http-client';
import { fetchSearchPreviews, fetchSearchResults, fetchSearchSuggestions } from './site-search.resource';

let calls: InternalAxiosRequestConfig[] = [];
const page = { meta: { page: { current: 1, size: 3, total_pages: 1, total_results: 1 } }, results: [{ id: { raw: 'x' } }], facets: { category: [] } };

beforeEach(() => {
  calls = [];
  resetServiceClients();
  serviceClient('siteSearch').defaults.adapter = async (config) => {
    calls.push(config);
    const data = config.url === '/suggestions' ? { results: [{ suggestion: 'Montana' }] } : page;
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
});

describe('site-search fetchers (spec: the calls) on /api/site-search/v1', () => {
  it('asks for 4 suggestions by default, with the owners flag', async () => {
    expect(await fetchSearchSuggestions('mont', true)).toEqual([{ suggestion: 'Montana' }]);
    expect(calls[0].baseURL).toBe('/api/site-search/v1');
    expect(calls[0].params).toEqual({ query: 'mont', owners: true, size: 4 });
  });

  it('asks for a page of 10 with the category only when one is chosen', async () => {
    await fetchSearchResults({ query: 'tank', page: 2 });
    await fetchSearchResults({ query: 'tank', category: 'How-To', owners: true });
    expect(calls.map((c) => c.params)).toEqual([
      { query: 'tank', owners: false, page: 2, size: 10 },
      { query: 'tank', owners: true, page: 1, size: 10, category: 'How-To' },
    ]);
  });

  it('asks for 3 previews', async () => {
    expect(await fetchSearchPreviews('tank')).toEqual(page.results);
    expect(calls[0].params).toEqual({ query: 'tank', owners: false, page: 1, size: 3 });
  });
});
