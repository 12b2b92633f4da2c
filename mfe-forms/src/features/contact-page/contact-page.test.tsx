import { render, screen, waitFor } from '@testing-library/react';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import ContactPage from './components/contact-page.component';

const model = (name: string, typeClass: string) => ({ name, typeClass, modelYear: 2026, referenceId: name, uniqueId: `${name}-2026` });
const BRANDS = { status: 200, data: [{ value: 'MO', label: 'Montana', listCode: 'LEAD' }, { value: 'CG', label: 'Cougar', listCode: 'LEAD' }] };
const MODELS = { status: 200, data: { docs: [model('Montana 3941FB', 'Fifth Wheels'), model('Montana 3855BR', 'Fifth Wheels'), model('Montana 29RKS', 'Travel Trailers')], total: { value: 3 } } };
const api = () => mockApi({ 'GET /api/web/form/data/brands': BRANDS, 'POST /api/search/v1/models': MODELS });

const openAt = (query: string) => {
  window.history.replaceState(null, '', `/contact-us${query}`);
  return render(<ContactPage />);
};

beforeEach(() => sessionStorage.clear());

describe('/contact-us from a floorplan\'s Request a Quote', () => {
  it('starts the quote form on the floorplan: brand, product type and floor plan chosen', async () => {
    const log = api();
    openAt('?form=quote&brand=MO&productType=Fifth+Wheels&floorPlan=Montana+3855BR');
    expect(screen.getByRole('button', { name: 'Request a Quote', pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Floor Plan/)).toHaveValue('Montana 3855BR'));
    expect(screen.getByLabelText('Brand')).toHaveValue('MO');
    expect(screen.getByLabelText(/Product Type/)).toHaveValue('Fifth Wheels');
    expect(requestsTo(log, 'POST /api/search/v1/models')).not.toHaveLength(0);
  });

  it('drops a floor plan the brand does not have, and ignores a brand not on the lead list', async () => {
    api();
    const { unmount } = openAt('?form=quote&brand=MO&productType=Fifth+Wheels&floorPlan=Nope+1');
    await waitFor(() => expect(screen.getByLabelText(/Product Type/)).toHaveValue('Fifth Wheels'));
    expect(screen.getByLabelText(/Floor Plan/)).toHaveValue('');
    unmount();
    sessionStorage.clear();
    openAt('?form=quote&brand=<script>&productType=x');
    expect(screen.getByLabelText('Brand')).toHaveValue('');
  });
});
