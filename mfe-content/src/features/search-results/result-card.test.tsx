import { render, screen } from '@testing-library/react';
import type { SiteSearchResult } from '@rv/shared-lib/search';
import { ResultCard } from './result-card.component';

const result = (snippet: string, description = 'Disconnect, charge and store batteries.'): SiteSearchResult => ({
  id: { raw: 'content:1' },
  data: {
    url_path: { raw: '/owners/storing-batteries-over-winter' }, title: { raw: 'Storing Batteries Over Winter' }, featured_image: { raw: null },
    category: { raw: 'Support Articles' }, meta_description: { raw: description }, snippet: { raw: snippet },
  },
});

describe('a search result card', () => {
  it('shows the excerpt with the matched words highlighted', () => {
    render(<ResultCard result={result('Disconnect, charge and <mark>store</mark> <mark>batteries</mark> so they last.')} onOpen={jest.fn()} />);
    const marks = screen.getAllByText(/store|batteries/, { selector: 'mark' });
    expect(marks.map((m) => m.textContent)).toEqual(['store', 'batteries']);
    expect(marks[0].closest('p')).toHaveTextContent('Disconnect, charge and store batteries so they last.');
    expect(screen.getByRole('link', { name: 'Storing Batteries Over Winter' })).toHaveAttribute('href', '/owners/storing-batteries-over-winter');
  });

  it('draws markup in the excerpt as text: no element but the marks is ever made from it', () => {
    const { container } = render(<ResultCard result={result('Tip <img src=x onerror="alert(1)"> <mark><b>seal</b></mark> <a href="/x">here</a>')} onOpen={jest.fn()} />);
    expect(container.querySelector('img, b, a[href="/x"], script')).toBeNull();
    expect(screen.getByText('<b>seal</b>', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText(/Tip <img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
  });

  it('shows the description too when it says something the excerpt does not', () => {
    render(<ResultCard result={result('Park on <mark>level</mark> ground.')} onOpen={jest.fn()} />);
    expect(screen.getByText('Disconnect, charge and store batteries.')).toBeInTheDocument();
  });
});
