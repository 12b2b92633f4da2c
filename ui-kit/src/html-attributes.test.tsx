import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FETCH_FIRST, inertWhen } from './html-attributes';

describe('HTML attributes React has no property for', () => {
  it('makes an element inert, and a live one has no inert attribute', () => {
    render(
      <>
        <section aria-label="loading" {...inertWhen(true)} />
        <section aria-label="ready" {...inertWhen(false)} />
      </>,
    );
    expect(screen.getByRole('region', { name: 'loading' })).toHaveAttribute('inert', '');
    expect(screen.getByRole('region', { name: 'ready' })).not.toHaveAttribute('inert');
  });

  it("asks for the largest paint's image first, in the browser and in the server's HTML", () => {
    render(<img src="/hero.jpg" alt="Hero" {...FETCH_FIRST} />);
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('fetchpriority', 'high');
    expect(renderToString(<img src="/hero.jpg" alt="" {...FETCH_FIRST} />)).toContain('fetchpriority="high"');
  });
});
