import { renderHook, waitFor } from '@testing-library/react';
import { CARD_SPEC_CODES, type Model } from '@rv/shared-lib/catalog';
import { mockApi, requestsTo, type MockRequest } from '@rv/shared-lib/testing';
import { modelFixture } from '../../test-fixtures';
import { useRecentlyViewed, useRecommended } from './use-model-detail';

/** The catalogue search the rails ask (POST, a read). */
const MODELS = 'POST /api/search/v1/models';

const current = modelFixture();
const others: Model[] = [modelFixture({ uniqueId: 'MO-3941BH-2026', referenceId: '3941BH', name: 'Montana 3941BH' })];

let log: MockRequest[];
const searched = () => requestsTo(log, MODELS).map((r) => r.body as { modelSpecifications?: string[]; filters?: { model?: { referenceId?: string[] } } });

beforeEach(() => {
  log = mockApi({ [MODELS]: { status: 200, data: { docs: others, total: { value: 1 } } } });
  document.cookie = 'floorplans-viewed=273BH%2C3941BH; path=/';
});

describe('floorplan rails', () => {
  it('asks for recommended floorplans with only the specs a card shows', async () => {
    const { result } = renderHook(() => useRecommended(current, false));
    await waitFor(() => expect(result.current.data).toEqual(others));
    expect(searched()[0].modelSpecifications).toEqual([...CARD_SPEC_CODES]);
  });

  it('asks for recently viewed floorplans (the current one left out) with only the specs a card shows', async () => {
    const { result } = renderHook(() => useRecentlyViewed(current, false));
    await waitFor(() => expect(result.current.data).toEqual(others));
    const [request] = searched();
    expect(request.filters?.model?.referenceId).toEqual(['3941BH']);
    expect(request.modelSpecifications).toEqual([...CARD_SPEC_CODES]);
  });
});
