import { contentDoc, contentPage, mockApi } from '@rv/shared-lib/testing';
import { img } from './features/blocks/block-fixtures';
import { renderPage } from './server';

const found = (data: unknown) => ({ status: 200, data });

describe('mfe-content’s pages drawn on the server', () => {
  it('draws a page whose code loads apart in the browser (/innovations) with its content, not its loading status', async () => {
    mockApi({
      'GET /api/content/v1/documents/innovation_landing/innovations': found(contentDoc('innovation_landing', 'innovations', { title: 'Innovations', meta_description: 'Innovations.', body: [] })),
      'GET /api/content/v1/documents': found(contentPage([contentDoc('innovation', 'road-armor', { title: 'Road Armor', summary: 'A smoother ride.', hero_image: img('ra') })])),
    });
    const { html, seed } = await renderPage({ pathname: '/innovations', search: '', config: { companySlug: 'keystone', companyName: 'Keystone RV', status: 200 } });
    expect(html).toMatch(/<h1[^>]*>Innovations<\/h1>/);
    expect(html).toContain('A smoother ride.');
    expect(html).toContain('href="/innovations/road-armor"');
    expect(html).not.toContain('Loading the page…');
    expect(Object.keys(seed)).toContain('innovations');
  });
});
