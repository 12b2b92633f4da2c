import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentDocument, PageProps } from '@rv/shared-lib';
import { mockApi, type MockReply, type MockRequest } from '@rv/shared-lib/testing';
import { NOT_FOUND_MESSAGE } from '@rv/ui-kit';
import { HowtoDetailPage, HowtoLandingPage } from './howto.page';
import { contentDoc, img, page, renderAt } from '../test-utils';

jest.mock('@rv/shared-lib', () => ({
  ...jest.requireActual('@rv/shared-lib'),
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

const DOCUMENTS = '/api/content/v1/documents';
let log: MockRequest[] = [];
const found = (data: unknown): MockReply => ({ status: 200, data });
/** The content service: `docs` by type and uid (any other a 404), and the listing of how-to guides (none of any other type). */
const answerContent = (docs: Array<ContentDocument<unknown>>, guides = () => found(page([]))) => (log = mockApi({
  ...Object.fromEntries(docs.map((d) => [`GET ${DOCUMENTS}/${d.type}/${d.uid}`, found(d)])),
  [`GET ${DOCUMENTS}`]: (request) => (request.params.type === 'howto_detail' ? guides() : found(page([]))),
}));
/** The documents the page asked for, as 'type/uid'. */
const asked = () => log.filter((r) => r.path.startsWith(`${DOCUMENTS}/`)).map((r) => r.path.slice(DOCUMENTS.length + 1));

describe('how-to library', () => {
  it('lists every guide as a card', async () => {
    answerContent([landing], () => found(page([guide])));
    renderAt(<HowtoLandingPage />, '/owners-how-to');
    const guides = await screen.findByRole('region', { name: 'Guides' });
    expect(within(guides).getByRole('link', { name: 'How to Winterize (illustrated guide)' })).toHaveAttribute('href', '/owners-how-to/winterize');
  });

  it('says when there are no guides, and offers a retry when they fail', async () => {
    let asks = 0;
    answerContent([landing], () => (++asks === 1 ? { status: 500 } : found(page([]))));
    renderAt(<HowtoLandingPage />, '/owners-how-to');
    expect(await screen.findByText('The guides could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No guides yet.')).toBeInTheDocument();
  });
});

describe('how-to detail', () => {
  it('shows facts, tools, numbered steps and its video, played by mfe-content', async () => {
    answerContent([guide]);
    renderAt(<HowtoDetailPage {...props({ slug: 'winterize' })} />, '/owners-how-to/winterize');
    expect(await screen.findByRole('heading', { level: 1, name: 'How to Winterize' })).toBeInTheDocument();
    expect(screen.getByText('Moderate')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Steps' })).getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByText('block youtube howto--winterize')).toBeInTheDocument();
    expect(asked()).toEqual(['howto_detail/winterize']);
  });

  it('an unknown guide is the 404 page', async () => {
    answerContent([]);
    renderAt(<HowtoDetailPage {...props({ slug: 'nope' })} />, '/owners-how-to/nope');
    expect(await screen.findByRole('heading', { level: 1, name: `Error 404: ${NOT_FOUND_MESSAGE}` })).toBeInTheDocument();
  });
});
