import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadBlockRenderer, type BlockRendererProps, type Slice } from '@rv/shared-lib';
import { BrandBody } from './components/brand-body.component';

jest.mock('@rv/shared-lib', () => ({ ...jest.requireActual('@rv/shared-lib'), loadBlockRenderer: jest.fn() }));
const load = jest.mocked(loadBlockRenderer);

const slices = [{ slice_type: 'in_page_banner', primary: { title: 'The legend of the road' }, items: [] }] as unknown as Slice[];
function FakeRenderer({ slices: given }: BlockRendererProps) {
  return <h2>{(given?.[0]?.primary as { title: string }).title}</h2>;
}

describe('brand landing body blocks (mfe_content/block-renderer at run time)', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the body through the remote renderer, with a loading state first', async () => {
    load.mockResolvedValue({ default: FakeRenderer });
    render(<BrandBody slices={slices} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'The legend of the road' })).toBeInTheDocument();
  });

  it('renders nothing and loads nothing for an empty body', () => {
    const { container } = render(<BrandBody slices={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });

  it('falls back with a retry when mfe-content is down, and retries the load', async () => {
    load.mockRejectedValueOnce(new Error('mfe_content/block-renderer did not load')).mockResolvedValue({ default: FakeRenderer });
    render(<BrandBody slices={slices} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The legend of the road' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('falls back when the renderer throws', async () => {
    load.mockResolvedValue({ default: () => { throw new Error('bad block'); } });
    render(<BrandBody slices={slices} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});
