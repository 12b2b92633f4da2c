import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAllByType, fetchDocument, type PageProps } from '@rv/shared-lib';
import { NOT_FOUND_MESSAGE } from '@rv/ui-kit';
import { HowtoDetailPage, HowtoLandingPage } from './howto.page';
import { contentDoc, httpError, img, renderAt } from '../test-utils';

jest.mock('@rv/shared-lib', () => ({
  ...jest.requireActual('@rv/shared-lib'), fetchDocument: jest.fn(), fetchAllByType: jest.fn(),
  loadBlockRenderer: async () => ({ default: ({ slices }: { slices: Array<{ slice_type: string; primary: { youtube_video_id?: string } }> }) => (
    <div>{slices.map((s, i) => <p key={i}>block {s.slice_type} {s.primary.youtube_video_id ?? ''}</p>)}</div>
  ) }),
}));
jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const props = (params: Record<string, string>) => ({ params, route: { name: 'howToDetail', pattern: '/', remote: 'mfe-owners' } }) as PageProps;
const landing = contentDoc('howto_landing', 'owners-how-to', { title: 'Owner How-To Library', meta_description: '', intro: [], body: [] });
const guide = contentDoc('howto_detail', 'winterize', {
  title: 'How to Winterize', meta_description: '', summary: 'Before the freeze.', hero_image: img('/w.svg'), youtube_video_id: 'howto--winterize',
  difficulty: 'Moderate' as const, time_required: '1 hour', tools: ['Antifreeze'], steps: [{ title: 'Step 1', text: 'Drain' }, { title: 'Step 2', text: 'Bypass' }], body: [],
});

beforeEach(() => {
  jest.mocked(fetchDocument).mockReset();
  jest.mocked(fetchAllByType).mockReset();
});

describe('how-to library', () => {
  it('lists every guide as a card', async () => {
    jest.mocked(fetchDocument).mockResolvedValue(landing);
    jest.mocked(fetchAllByType).mockResolvedValue([guide]);
    renderAt(<HowtoLandingPage />, '/owners-how-to');
    const guides = await screen.findByRole('region', { name: 'Guides' });
    expect(within(guides).getByRole('link', { name: 'How to Winterize (illustrated guide)' })).toHaveAttribute('href', '/owners-how-to/winterize');
  });

  it('says when there are no guides, and offers a retry when they fail', async () => {
    jest.mocked(fetchDocument).mockResolvedValue(landing);
    jest.mocked(fetchAllByType).mockRejectedValueOnce(httpError(500)).mockResolvedValue([]);
    renderAt(<HowtoLandingPage />, '/owners-how-to');
    expect(await screen.findByText('The guides could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No guides yet.')).toBeInTheDocument();
  });
});

describe('how-to detail', () => {
  it('shows facts, tools, numbered steps and its video, played by mfe-content', async () => {
    jest.mocked(fetchDocument).mockResolvedValue(guide);
    renderAt(<HowtoDetailPage {...props({ slug: 'winterize' })} />, '/owners-how-to/winterize');
    expect(await screen.findByRole('heading', { level: 1, name: 'How to Winterize' })).toBeInTheDocument();
    expect(screen.getByText('Moderate')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Steps' })).getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByText('block youtube howto--winterize')).toBeInTheDocument();
    expect(fetchDocument).toHaveBeenCalledWith('howto_detail', 'winterize');
  });

  it('an unknown guide is the 404 page', async () => {
    jest.mocked(fetchDocument).mockRejectedValue(httpError(404));
    renderAt(<HowtoDetailPage {...props({ slug: 'nope' })} />, '/owners-how-to/nope');
    expect(await screen.findByRole('heading', { level: 1, name: `Error 404: ${NOT_FOUND_MESSAGE}` })).toBeInTheDocument();
  });
});
