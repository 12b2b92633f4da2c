import { mockApi, requestsTo } from '../testing/mock-api';
import { fetchOwnerReviews } from './reviews.resource';

const review = { Title: 'Love it', Review: 'Great trailer.', Name: 'Pat', OwnerCity: 'Boise', OwnerState: 'ID', CreateDate: '2025-03-04', BrandName: 'Cougar' };

describe('fetchOwnerReviews (spec: the calls, "Other": GET ReviewSearch)', () => {
  it('asks for our manufacturer code and, when given, the brand code, and reads Reviews', async () => {
    const log = mockApi({ 'GET /api/reviews/ReviewSearch': { status: 200, data: { Reviews: [review] } } });
    await expect(fetchOwnerReviews('CG')).resolves.toEqual([review]);
    await fetchOwnerReviews(null);
    expect(requestsTo(log, 'GET /api/reviews/ReviewSearch').map((r) => r.params)).toEqual([
      { ManufacturerCode: 'KZ', BrandCode: 'CG' },
      { ManufacturerCode: 'KZ' },
    ]);
  });

  it('answers an empty list when the service sends no Reviews list', async () => {
    mockApi({ 'GET /api/reviews/ReviewSearch': { status: 200, data: { Reviews: 'none' } } });
    await expect(fetchOwnerReviews(null)).resolves.toEqual([]);
  });
});
