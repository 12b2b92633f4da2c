import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { isNotFoundError, PageState, PAGE_LOAD_FAILED_MESSAGE } from './page-state';

const httpError = (status: number) =>
  new AxiosError('failed', String(status), undefined, undefined, { status, statusText: '', headers: {}, config: { headers: new AxiosHeaders() }, data: {} });

describe('PageState (spec: error catalogue, page states)', () => {
  it('keeps the page’s space while loading and says so to assistive technology', () => {
    render(<PageState state={{ status: 'loading', reload: jest.fn() }}>{() => null}</PageState>);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
    expect(screen.getByRole('status')).toHaveClass('rv-page-loading');
  });

  it('shows the 404 page for a missing document', () => {
    render(<PageState state={{ status: 'error', error: httpError(404), reload: jest.fn() }}>{() => null}</PageState>);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the load-failure page with a retry for any other failure', async () => {
    const reload = jest.fn();
    render(<PageState state={{ status: 'error', error: httpError(503), reload }}>{() => null}</PageState>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PAGE_LOAD_FAILED_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders the page once the data is there', () => {
    render(<PageState state={{ status: 'success', data: 'Boondocking 101', reload: jest.fn() }}>{(title) => <h1>{title}</h1>}</PageState>);
    expect(screen.getByRole('heading', { name: 'Boondocking 101' })).toBeInTheDocument();
  });
});

describe('isNotFoundError', () => {
  it.each([
    ['an API 404', httpError(404), true],
    ['an API 500', httpError(500), false],
    ['a network failure (no answer)', new AxiosError('Network Error', 'ERR_NETWORK'), false],
    ['a rejection flagged notFound', Object.assign(new Error('none'), { notFound: true }), true],
    ['a plain error', new Error('down'), false],
    ['nothing', null, false],
  ])('%s -> %p', (_case, error, expected) => expect(isNotFoundError(error)).toBe(expected));
});
