import { act, fireEvent, render, screen } from '@testing-library/react';
import type { XfaderSlice } from '@rv/shared-lib';
import { SlideBanner } from './slide-banner.component';
import { cssKey } from './components/css-key';
import { InPageBanner } from './in-page-banner.component';
import { EVERY_BLOCK, img } from './block-fixtures';
import { DEFAULT_SLIDE_SECONDS, slideInterval } from './hooks/use-slide-banner';
import type { InPageBannerSlice } from '@rv/shared-lib';

const three: XfaderSlice = {
  slice_type: 'xfader', primary: { slide_speed: 3 },
  items: ['One', 'Two', 'Three'].map((title) => ({ image: img(title), mobile_image: img(`${title}-m`), title, subtitle: '', copy_position: 'Center', copy_color: 'White', cta_label: null, cta_link: null })),
};
const current = () => screen.getAllByRole('group').find((g) => g.getAttribute('aria-hidden') === 'false')?.getAttribute('aria-label');

function reduceMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: reduce && query.includes('reduce'), addEventListener: jest.fn(), removeEventListener: jest.fn() }));
}

describe('slide banner (spec: screens and routes; states and transitions)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    reduceMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it.each([[6, 6000], [2.5, 2500], [0, DEFAULT_SLIDE_SECONDS * 1000], [null, DEFAULT_SLIDE_SECONDS * 1000], ['7', DEFAULT_SLIDE_SECONDS * 1000]])('slide_speed %p gives an interval of %i ms', (speed, ms) => {
    expect(slideInterval(speed)).toBe(ms);
  });

  /** The page has loaded and gone idle: auto-play starts. */
  const settle = async () => act(() => jest.advanceTimersByTimeAsync(0));

  it('starts auto-play, with its progress bar, only once the page has loaded and gone idle', async () => {
    const { container } = render(<SlideBanner slice={three} />);
    expect(container.querySelector('.progress')).toBeNull();
    await settle();
    expect(container.querySelector('.progress')).not.toBeNull();
  });

  it('auto-advances at the slide group interval and wraps', async () => {
    render(<SlideBanner slice={three} />);
    await settle();
    expect(current()).toBe('1 of 3');
    act(() => jest.advanceTimersByTime(3000));
    expect(current()).toBe('2 of 3');
    act(() => jest.advanceTimersByTime(6000));
    expect(current()).toBe('1 of 3');
  });

  it.each([['Next slide', '2 of 3'], ['Previous slide', '3 of 3'], ['Show slide 3', '3 of 3']])('a manual change (%s) stops auto-play', async (button, expected) => {
    render(<SlideBanner slice={three} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(current()).toBe(expected);
    act(() => jest.advanceTimersByTime(30000));
    expect(current()).toBe(expected);
    expect(screen.getByRole('button', { name: expected === '2 of 3' ? 'Show slide 2' : 'Show slide 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('does not auto-advance for visitors who prefer reduced motion', async () => {
    reduceMotion(true);
    const { container } = render(<SlideBanner slice={three} />);
    await settle();
    expect(container.querySelector('.progress')).toBeNull();
    act(() => jest.advanceTimersByTime(30000));
    expect(current()).toBe('1 of 3');
  });

  it('hides the slides that are not shown from assistive technology and the keyboard', () => {
    render(<SlideBanner slice={three} />);
    const hidden = screen.getAllByRole('group', { hidden: true }).filter((g) => g.getAttribute('aria-hidden') === 'true');
    expect(hidden).toHaveLength(2);
    hidden.forEach((g) => expect(g).toHaveAttribute('inert'));
  });

  it('shows no controls for a single slide and nothing for none', () => {
    const { rerender, container } = render(<SlideBanner slice={{ ...three, items: three.items.slice(0, 1) }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<SlideBanner slice={{ ...three, items: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('in-page banner (spec: screens and routes)', () => {
  const withVideo = (): InPageBannerSlice => {
    const [slice] = EVERY_BLOCK.in_page_banner as [InPageBannerSlice, string];
    return { ...slice, primary: { ...slice.primary, video_url: '/media/loop.mp4' } };
  };
  beforeAll(() => {
    HTMLMediaElement.prototype.play = jest.fn().mockResolvedValue(undefined);
    HTMLMediaElement.prototype.pause = jest.fn();
  });

  it('plays its video muted and looping, with a pause toggle', () => {
    reduceMotion(false);
    const { container } = render(<InPageBanner slice={withVideo()} />);
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video.autoplay).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });

  it('does not autoplay for reduced motion', () => {
    reduceMotion(true);
    const { container } = render(<InPageBanner slice={withVideo()} />);
    expect(container.querySelector('video')!.autoplay).toBe(false);
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });

  it.each(['Top Left', 'Middle Center', 'Bottom Right', 'Nowhere'])('places its copy at %s', (position) => {
    const [slice] = EVERY_BLOCK.in_page_banner as [InPageBannerSlice, string];
    const { container } = render(<InPageBanner slice={{ ...slice, primary: { ...slice.primary, copy_position: position as never } }} />);
    const expected = position === 'Nowhere' ? 'middleLeft' : cssKey(position);
    expect(container.querySelector(`.${expected}`)).toHaveTextContent('Built for the Road');
  });
});
