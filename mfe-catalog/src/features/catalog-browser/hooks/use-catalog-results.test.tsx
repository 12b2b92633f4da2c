import { renderHook, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { clearSeededResources, collectResources, seedResources, withSeededResources } from '@rv/shared-lib';
import { EMPTY_FILTER_STATE, type Model } from '@rv/shared-lib/catalog';
import { afterPendingWork, mockApi, requestsTo, type MockRequest } from '@rv/shared-lib/testing';
import { modelFixture } from '../../test-fixtures';
import { useCatalogResults } from './use-catalog-results';

const MODELS = 'POST /api/search/v1/models';
const BRANDS = 'POST /api/search/v1/brands';

const docs: Model[] = [modelFixture(), modelFixture()];
const base = { brandName: ['Montana'] };

function Count() {
  const results = useCatalogResults(EMPTY_FILTER_STATE, base, true);
  return <p>{results.settled ? `${results.modelTotal} floorplans` : 'Loading results…'}</p>;
}

let log: MockRequest[];
beforeEach(() => {
  log = mockApi({ [MODELS]: { status: 200, data: { docs, total: { value: 2 } } } });
});
afterEach(() => clearSeededResources());

describe('useCatalogResults', () => {
  it('asks a server render for the first results, and is drawn with them once they are seeded', async () => {
    const needed = collectResources(() => renderToString(<Count />));
    expect(needed.size).toBe(1);
    const [[key, load]] = [...needed];
    const value = await load();
    expect(value).toMatchObject({ status: 'success', modelTotal: 2, settled: true });
    expect(withSeededResources({ [key]: value }, () => renderToString(<Count />))).toContain('2 floorplans');
  });

  it('starts the browser from the seeded results and does not search again', async () => {
    const needed = collectResources(() => renderToString(<Count />));
    const [[key, load]] = [...needed];
    seedResources({ [key]: await load() });
    log.length = 0;
    const { result } = renderHook(() => useCatalogResults(EMPTY_FILTER_STATE, base, true));
    expect(result.current).toMatchObject({ status: 'success', modelTotal: 2, settled: true });
    await afterPendingWork();
    expect(requestsTo(log, MODELS)).toEqual([]);
    expect(result.current.models).toHaveLength(2);
  });

  it('searches when nothing was seeded, and again on retry', async () => {
    const { result } = renderHook(() => useCatalogResults(EMPTY_FILTER_STATE, base, true));
    expect(result.current.settled).toBe(false);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', modelTotal: 2 }));
    expect(requestsTo(log, MODELS)).toHaveLength(1);
    expect(requestsTo(log, BRANDS)).toEqual([]);
    result.current.retry();
    await waitFor(() => expect(requestsTo(log, MODELS)).toHaveLength(2));
  });
});
