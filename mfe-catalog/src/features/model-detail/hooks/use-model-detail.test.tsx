import { renderHook, waitFor } from '@testing-library/react';
import { CARD_SPEC_CODES, searchModels, type Model } from '@rv/shared-lib/catalog';
import { modelFixture } from '../../test-fixtures';
import { useRecentlyViewed, useRecommended } from './use-model-detail';

jest.mock('@rv/shared-lib/catalog', () => ({ ...jest.requireActual('@rv/shared-lib/catalog'), searchModels: jest.fn() }));
const models = jest.mocked(searchModels);

const current = modelFixture();
const others: Model[] = [modelFixture({ uniqueId: 'MO-3941BH-2026', referenceId: '3941BH', name: 'Montana 3941BH' })];

beforeEach(() => {
  models.mockReset().mockResolvedValue({ docs: others, total: { value: 1 } } as never);
  document.cookie = 'floorplans-viewed=273BH%2C3941BH; path=/';
});

describe('floorplan rails', () => {
  it('asks for recommended floorplans with only the specs a card shows', async () => {
    const { result } = renderHook(() => useRecommended(current, false));
    await waitFor(() => expect(result.current.data).toEqual(others));
    expect(models.mock.calls[0][0].modelSpecifications).toEqual([...CARD_SPEC_CODES]);
  });

  it('asks for recently viewed floorplans (the current one left out) with only the specs a card shows', async () => {
    const { result } = renderHook(() => useRecentlyViewed(current, false));
    await waitFor(() => expect(result.current.data).toEqual(others));
    const [request] = models.mock.calls[0];
    expect(request.filters?.model?.referenceId).toEqual(['3941BH']);
    expect(request.modelSpecifications).toEqual([...CARD_SPEC_CODES]);
  });
});
