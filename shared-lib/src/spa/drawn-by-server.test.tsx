import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { BrowserOnly, DrawnByServer, holdsDrawnPage } from './drawn-by-server';

describe('drawn by the server', () => {
  it('BrowserOnly draws nothing on the server, and its children once live in the browser', async () => {
    expect(renderToString(<BrowserOnly><p>Compare 2 floorplans</p></BrowserOnly>)).toBe('');
    render(<BrowserOnly><p>Compare 2 floorplans</p></BrowserOnly>);
    expect(await screen.findByText('Compare 2 floorplans')).toBeInTheDocument();
  });

  it('DrawnByServer is live as the server draws it (no inert wrapper), and marked live once the browser has it', () => {
    expect(renderToString(<DrawnByServer data-server-page=""><p>Page</p></DrawnByServer>)).toBe('<div data-server-page=""><p>Page</p></div>');
    const { container } = render(<DrawnByServer data-server-page=""><p>Page</p></DrawnByServer>);
    expect(container.firstElementChild).not.toHaveAttribute('inert');
    expect(container.firstElementChild).toHaveAttribute('data-live', '');
  });

  it('a region holds a drawn page only when the page is all it holds', () => {
    const region = document.createElement('div');
    region.innerHTML = '<div data-server-page></div>';
    expect(holdsDrawnPage(region)).toBe(true);
    region.innerHTML = '<div data-server-page></div><p>more</p>';
    expect(holdsDrawnPage(region)).toBe(false);
    region.innerHTML = '<p>Rendered in the browser</p>';
    expect(holdsDrawnPage(region)).toBe(false);
  });
});
