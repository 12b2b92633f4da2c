import { render, waitFor } from '@testing-library/react';
import { siteStore } from '@rv/shared-lib';
import { afterPendingWork, mockApi, requestsTo } from '@rv/shared-lib/testing';
import { documentTitle, useSeo, type SeoInput } from './use-seo';
import { breadcrumbList } from './json-ld';

const SETTINGS = 'GET /api/content/v1/single/site_settings';

function Page(props: SeoInput) {
  useSeo(props);
  return null;
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('SEO head of content pages', () => {
  it.each([
    ['Warranty', 'Warranty | Keystone RV'],
    ['Keystone RV | Travel Trailers', 'Keystone RV | Travel Trailers'],
    ['About keystone rv', 'About keystone rv'],
    ['  ', 'Keystone RV'],
  ])('title %p becomes %p', (title, expected) => expect(documentTitle(title, 'Keystone RV')).toBe(expected));

  it('writes the tags once, updates them in place, records site SEO and removes JSON-LD on leaving', () => {
    mockApi({ [SETTINGS]: { status: 200, data: { data: {} } } });
    const { rerender, unmount } = render(<Page title="A" description="First" path="/a" jsonLd={[breadcrumbList([{ name: 'Home', path: '/' }])]} />);
    rerender(<Page title="B" description="Second" path="/b" image={{ url: '/img.svg', alt: 'Img' }} />);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Second');
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost/img.svg');
    expect(siteStore.getState().seo).toEqual({ title: 'B | Keystone RV', description: 'Second', image: 'http://localhost/img.svg' });
    expect(document.getElementById('rv-content-jsonld')).toBeNull();
    rerender(<Page title="C" path="/c" jsonLd={[{ '@type': 'Thing', name: '</script><script>x' }]} />);
    expect(document.getElementById('rv-content-jsonld')!.textContent).not.toContain('</script>');
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    unmount();
    expect(document.getElementById('rv-content-jsonld')).toBeNull();
  });

  it('asks for site settings only when the server did not write the verification tags into the head', async () => {
    const log = mockApi({ [SETTINGS]: { status: 200, data: { data: { google_site_verification_ids: [{ verification_id: 'gsv-1' }] } } } });
    const config = document.createElement('script');
    config.id = 'rv-config';
    config.type = 'application/json';
    config.textContent = JSON.stringify({ companySlug: 'keystone', companyName: 'Keystone RV', status: 200, verificationDrawn: true });
    document.body.append(config);
    try {
      render(<Page title="A" path="/a" />);
      await afterPendingWork();
      expect(requestsTo(log, SETTINGS)).toEqual([]);
    } finally {
      config.remove();
    }
  });

  it('logs and carries on when site settings cannot be read for the verification tags (spec: error catalogue)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ [SETTINGS]: { status: 500 } });
    render(<Page title="A" path="/a" />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(document.head.querySelector('meta[name="google-site-verification"]')).toBeNull();
    warn.mockRestore();
  });
});
