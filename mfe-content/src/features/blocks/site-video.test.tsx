import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { collectResources, fetchSiteVideo } from '@rv/shared-lib';
import { SiteVideo } from './site-video.component';

jest.mock('@rv/shared-lib', () => ({ ...jest.requireActual('@rv/shared-lib'), fetchSiteVideo: jest.fn() }));

const details = {
  id: 'howto--level', title: 'How to Level', durationMs: 9400, poster: '/api/media/video/howto--level.svg', webm: '/api/media/video/howto--level.webm',
  captions: '/api/media/video/howto--level.vtt',
  transcript: [{ startMs: 0, endMs: 2500, text: 'How to Level' }, { startMs: 2500, endMs: 9400, text: 'Step 1: Chock the wheels.' }],
};

describe('SiteVideo', () => {
  beforeEach(() => jest.mocked(fetchSiteVideo).mockReset());

  it('plays the site WebM with its captions on, the video title card as poster, then shows its length and transcript', async () => {
    jest.mocked(fetchSiteVideo).mockResolvedValue(details);
    const user = userEvent.setup();
    const { container } = render(<SiteVideo videoId="howto--level" title="How to Level" />);
    const video = screen.getByLabelText('Video: How to Level');
    expect(video).toHaveAttribute('src', details.webm);
    expect(video).toHaveAttribute('poster', details.poster);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveProperty('autoplay', false);
    const track = container.querySelector('track')!;
    expect([track.getAttribute('kind'), track.getAttribute('src'), track.hasAttribute('default')]).toEqual(['captions', details.captions, true]);
    expect(await screen.findByText('Length 0:09')).toBeInTheDocument();
    await user.click(screen.getByText('Transcript'));
    expect(screen.getByText('Step 1: Chock the wheels.')).toBeVisible();
    expect(fetchSiteVideo).toHaveBeenCalledWith('howto--level');
  });

  it('keeps the player when the details cannot be read, and prefers the content\'s own poster', async () => {
    jest.mocked(fetchSiteVideo).mockRejectedValue(new Error('404'));
    render(<SiteVideo videoId="plant-tour" title="Plant tour" poster={{ url: '/api/media/scene/why.svg', alt: '' }} />);
    expect(screen.getByLabelText('Video: Plant tour')).toHaveAttribute('poster', '/api/media/scene/why.svg');
    await Promise.resolve();
    expect(screen.queryByText(/^Length/)).not.toBeInTheDocument();
    expect(screen.queryByText('Transcript')).not.toBeInTheDocument();
  });

  it('reads a video\'s details once for the page, and never in a server render', async () => {
    jest.mocked(fetchSiteVideo).mockResolvedValue(details);
    const page = <><SiteVideo videoId="howto--level" title="How to Level" /><SiteVideo videoId="howto--level" title="How to Level" /></>;
    const asked = collectResources(() => renderToString(page));
    expect(asked.size).toBe(0);
    expect(renderToString(page)).not.toContain('Length');
    render(page);
    expect(await screen.findAllByText('Length 0:09')).toHaveLength(2);
    expect(fetchSiteVideo).toHaveBeenCalledTimes(1);
  });
});
