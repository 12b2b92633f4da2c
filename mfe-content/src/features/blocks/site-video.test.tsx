import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { collectResources, fetchSiteVideo } from '@rv/shared-lib';
import { SiteVideo } from './site-video.component';

jest.mock('@rv/shared-lib', () => ({ ...jest.requireActual('@rv/shared-lib'), fetchSiteVideo: jest.fn() }));

const details = {
  id: 'howto--level', title: 'How to Level', durationMs: 9400, poster: '/api/media/video/howto--level.svg', webm: '/api/media/video/howto--level.webm',
  captions: '/api/media/video/howto--level.vtt',
  transcript: [{ startMs: 0, endMs: 2500, text: 'How to Level' }, { startMs: 2500, endMs: 9400, text: 'Step 1: Chock the wheels.' }],
};

describe('SiteVideo, drawn as an illustrated guide', () => {
  beforeEach(() => jest.mocked(fetchSiteVideo).mockReset());

  it('is called an illustrated guide and has no player: its title card as the picture, then its steps in order', async () => {
    jest.mocked(fetchSiteVideo).mockResolvedValue(details);
    const { container } = render(<SiteVideo videoId="howto--level" title="How to Level" />);
    const guide = screen.getByRole('figure', { name: 'Illustrated guide: How to Level' });
    expect(container.querySelector('video')).toBeNull();
    expect(guide.querySelector('img')).toHaveAttribute('src', details.poster);
    expect(within(guide).getByText('Illustrated guide')).toBeInTheDocument();
    expect((await within(guide).findAllByRole('listitem')).map((li) => li.textContent)).toEqual(['Step 1: Chock the wheels.']);
    expect(fetchSiteVideo).toHaveBeenCalledWith('howto--level');
  });

  it('keeps the picture when the steps cannot be read, and prefers the content\'s own picture', async () => {
    jest.mocked(fetchSiteVideo).mockRejectedValue(new Error('404'));
    render(<SiteVideo videoId="plant-tour" title="Plant tour" poster={{ url: '/api/media/scene/why.svg', alt: '' }} />);
    expect(screen.getByRole('figure', { name: 'Illustrated guide: Plant tour' }).querySelector('img')).toHaveAttribute('src', '/api/media/scene/why.svg');
    await Promise.resolve();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('reads a guide\'s steps once for the page, and never in a server render', async () => {
    jest.mocked(fetchSiteVideo).mockResolvedValue(details);
    const page = <><SiteVideo videoId="howto--level" title="How to Level" /><SiteVideo videoId="howto--level" title="How to Level" /></>;
    const asked = collectResources(() => renderToString(page));
    expect(asked.size).toBe(0);
    expect(renderToString(page)).not.toContain('Chock');
    render(page);
    expect(await screen.findAllByText('Step 1: Chock the wheels.')).toHaveLength(2);
    expect(fetchSiteVideo).toHaveBeenCalledTimes(1);
  });
});
