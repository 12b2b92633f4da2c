import { act, render } from '@testing-library/react';
import { AppLayout } from './app-layout';
import { takeServerRenderedRegion } from './server-rendered-region';

jest.mock('./masthead', () => ({ Masthead: () => <header>masthead</header> }));
jest.mock('./search-overlay-host', () => ({ SearchOverlayHost: () => null }));

describe('the page the server drew into a region', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is read from the server’s HTML, and only from a region the server filled', () => {
    document.body.innerHTML = '<div id="root"><div data-server-rendered><main><div id="rv-region-mfe-owners" data-server-rendered><h1>Generator will not start</h1></div><div id="rv-region-mfe-content"></div></main></div></div>';
    expect(takeServerRenderedRegion()).toEqual({ id: 'rv-region-mfe-owners', html: '<h1>Generator will not start</h1>' });
    document.body.innerHTML = '<div id="root"><div data-server-rendered><main><div id="rv-region-mfe-owners"></div></main></div></div>';
    expect(takeServerRenderedRegion()).toBeNull();
  });

  it('stays in its region through the layout’s renders until the remote mounts over it', () => {
    window.history.pushState({}, '', '/owners/generator-will-not-start');
    const { container } = render(<AppLayout companySlug="keystone" serverRegion={{ id: 'rv-region-mfe-owners', html: '<h1>Generator will not start</h1>' }} />);
    const region = container.querySelector('#rv-region-mfe-owners') as HTMLElement;
    expect(region.innerHTML).toBe('<h1>Generator will not start</h1>');
    expect(container.querySelector('#rv-region-mfe-content')?.innerHTML).toBe('');
    // The remote replaces it (as its root's first commit does); a later layout render leaves the remote's page alone.
    region.innerHTML = '<h1>From the remote</h1>';
    act(() => window.history.pushState({}, '', '/owners'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(region.innerHTML).toBe('<h1>From the remote</h1>');
  });
});
