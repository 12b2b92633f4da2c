import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfflinePage } from './offline-page';
import { isOfflineDocument } from './offline-document';

jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));
const { reloadPage: reload } = jest.requireMock('./reload-page') as { reloadPage: jest.Mock };

describe('offline page', () => {
  beforeEach(() => {
    reload.mockClear();
  });

  it('says the visitor is offline, titles the page so, and Try again reloads', async () => {
    render(<OfflinePage pathname="/owners" />);
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'You are offline' })).toHaveTextContent('Floorplans you have already looked at still open without a connection.');
    expect(document.title).toBe('You are offline | Keystone RV');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads a page followed from the layout in full, so the service worker decides what opens', () => {
    const { rerender } = render(<OfflinePage pathname="/owners" />);
    expect(reload).not.toHaveBeenCalled();
    rerender(<OfflinePage pathname="/product/montana/fifth-wheels/floorplans/3120RL" />);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('offline document', () => {
  afterEach(() => document.head.querySelector('meta[name="rv-offline"]')?.remove());

  it('is recognised by the marker the server puts in /offline.html', () => {
    expect(isOfflineDocument()).toBe(false);
    document.head.insertAdjacentHTML('beforeend', '<meta name="rv-offline" content="true">');
    expect(isOfflineDocument()).toBe(true);
  });
});
