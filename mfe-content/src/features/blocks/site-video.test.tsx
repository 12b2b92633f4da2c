import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { collectResources } from '@rv/shared-lib';
import { afterPendingWork, mockApi, requestsTo, type MockRequest } from '@rv/shared-lib/testing';
import { SiteVideo } from './site-video.component';

/** A guide's steps, read from the media service. */
const LEVEL = 'GET /api/media/video/howto--level.json';
const PLANT_TOUR = 'GET /api/media/video/plant-tour.json';

const details = {
  id: 'howto--level', title: 'How to Level', durationMs: 9400, poster: '/api/media/video/howto--level.svg', webm: '/api/media/video/howto--level.webm',
  captions: '/api/media/video/howto--level.vtt',
  transcript: [{ startMs: 0, endMs: 2500, text: 'How to Level' }, { startMs: 2500, endMs: 9400, text: 'Step 1: Chock the wheels.' }],
};

describe('SiteVideo, drawn as an illustrated guide', () => {
  let log: MockRequest[];
  beforeEach(() => {
    log = mockApi({ [LEVEL]: { status: 200, data: details }, [PLANT_TOUR]: { status: 404 } });
  });

  it('is called an illustrated guide and has no player: its title card as the picture, then its steps in order', async () => {
    const { container } = render(<SiteVideo videoId="howto--level" title="How to Level" />);
    const guide = screen.getByRole('figure', { name: 'Illustrated guide: How to Level' });
    expect(container.querySelector('video')).toBeNull();
    expect(guide.querySelector('img')).toHaveAttribute('src', details.poster);
    expect(within(guide).getByText('Illustrated guide')).toBeInTheDocument();
    expect((await within(guide).findAllByRole('listitem')).map((li) => li.textContent)).toEqual(['Step 1: Chock the wheels.']);
    expect(requestsTo(log, LEVEL)).toHaveLength(1);
  });

  it('keeps the picture when the steps cannot be read, and prefers the content\'s own picture', async () => {
    render(<SiteVideo videoId="plant-tour" title="Plant tour" poster={{ url: '/api/media/scene/why.svg', alt: '' }} />);
    expect(screen.getByRole('figure', { name: 'Illustrated guide: Plant tour' }).querySelector('img')).toHaveAttribute('src', '/api/media/scene/why.svg');
    await waitFor(() => expect(requestsTo(log, PLANT_TOUR)).toHaveLength(1));
    await afterPendingWork(); // The 404 has been handled.
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('reads a guide\'s steps once for the page, and never in a server render', async () => {
    const page = <><SiteVideo videoId="howto--level" title="How to Level" /><SiteVideo videoId="howto--level" title="How to Level" /></>;
    const asked = collectResources(() => renderToString(page));
    expect(asked.size).toBe(0);
    expect(renderToString(page)).not.toContain('Chock');
    render(page);
    expect(await screen.findAllByText('Step 1: Chock the wheels.')).toHaveLength(2);
    expect(requestsTo(log, LEVEL)).toHaveLength(1);
  });
});
