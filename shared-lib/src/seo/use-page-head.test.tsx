import { render, waitFor } from '@testing-library/react';
import { usePageHead } from './use-page-head';
import { writePageHead } from './write-page-head';

const tag = (selector: string) => document.head.querySelector(selector)?.getAttribute(selector.startsWith('link') ? 'href' : 'content');

describe('writePageHead: the head on client navigation', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>Keystone RV</title><meta name="description" content="Default">';
  });

  it('writes title, description, canonical, Open Graph and Twitter tags, once each', () => {
    writePageHead({ title: 'Find a Dealer | Keystone RV', description: 'Dealers near you.', path: '/find-a-dealer' }, 'Keystone RV');
    writePageHead({ title: 'Contact Us | Keystone RV', description: 'Write to us.', path: '/contact-us' }, 'Keystone RV');
    expect(document.title).toBe('Contact Us | Keystone RV');
    expect(tag('meta[name="description"]')).toBe('Write to us.');
    expect(tag('link[rel="canonical"]')).toBe('http://localhost/contact-us');
    expect(tag('meta[property="og:title"]')).toBe('Contact Us | Keystone RV');
    expect(tag('meta[property="og:url"]')).toBe('http://localhost/contact-us');
    expect(tag('meta[property="og:site_name"]')).toBe('Keystone RV');
    expect(tag('meta[name="twitter:card"]')).toBe('summary');
    expect(document.head.querySelectorAll('meta[name="description"], link[rel="canonical"], meta[property="og:title"]')).toHaveLength(3);
  });

  it("keeps the server's public origin in canonical and Open Graph URLs, not the host the page was reached by", () => {
    document.head.innerHTML += '<link rel="canonical" href="https://www.keystone.example/product">';
    writePageHead({ title: 'A', description: 'B', path: '/find-a-dealer', image: '/api/x.svg' }, 'Keystone RV');
    expect(tag('link[rel="canonical"]')).toBe('https://www.keystone.example/find-a-dealer');
    expect(tag('meta[property="og:url"]')).toBe('https://www.keystone.example/find-a-dealer');
    expect(tag('meta[property="og:image"]')).toBe('https://www.keystone.example/api/x.svg');
  });

  it('adds the image tags with an image and removes them without one', () => {
    writePageHead({ title: 'A', description: 'B', path: '/a', image: '/api/x.svg', type: 'product' }, 'Keystone RV');
    expect(tag('meta[property="og:image"]')).toBe('http://localhost/api/x.svg');
    expect(tag('meta[name="twitter:card"]')).toBe('summary_large_image');
    writePageHead({ title: 'C', description: 'D', path: '/c' }, 'Keystone RV');
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('usePageHead writes when the page shows and when its head changes', async () => {
    function Page({ title }: { title: string | null }) {
      usePageHead(title ? { title, description: 'x', path: '/p' } : null, 'Keystone RV');
      return null;
    }
    const { rerender } = render(<Page title={null} />);
    expect(document.title).toBe('Keystone RV');
    rerender(<Page title="First" />);
    await waitFor(() => expect(document.title).toBe('First'));
    rerender(<Page title="Second" />);
    await waitFor(() => expect(document.title).toBe('Second'));
  });
});
