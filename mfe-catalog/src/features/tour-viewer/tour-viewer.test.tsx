import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { modelFixture } from '../test-fixtures';
import { loadSphereViewer } from './load-sphere-viewer';
import type { SphereViewerEvents } from './sphere-viewer';
import { TourButton } from './components/tour-button.component';

// The viewer chunk is mocked where it is loaded: no WebGL here, and the test drives its events.
jest.mock('./load-sphere-viewer', () => ({ loadSphereViewer: jest.fn() }));
const load = loadSphereViewer as jest.MockedFunction<typeof loadSphereViewer>;

interface Mounted { host: HTMLElement; panorama: string; on: SphereViewerEvents; teardown: jest.Mock }
let mounted: Mounted[] = [];
function viewerLoads() {
  load.mockResolvedValue({
    mountSphereViewer: (host: HTMLElement, panorama: string, on: SphereViewerEvents) => {
      const teardown = jest.fn();
      mounted.push({ host, panorama, on, teardown });
      return teardown;
    },
  });
}

// Generous: the machine running these is often busy.
const slow = { timeout: 5000 };
const withTour = modelFixture({ name: 'Montana 273BH', has360: true, linkto360: '/api/media/tour/MO-273BH-2026.jpg?v=1' });

describe('360° view', () => {
  beforeEach(() => {
    mounted = [];
    load.mockReset();
  });

  it('shows no button for a floorplan without a tour, and loads nothing until opened', () => {
    viewerLoads();
    render(<><TourButton model={modelFixture({ has360: false, linkto360: '/x.jpg' })} /><TourButton model={modelFixture({ has360: true, linkto360: null })} /></>);
    expect(screen.queryByRole('button', { name: /360/ })).not.toBeInTheDocument();
    render(<TourButton model={withTour} />);
    expect(screen.getByRole('button', { name: '360° view of Montana 273BH' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('opens a named dialog, loads the viewer with the tour, focuses the view when ready, Escape closes and returns focus', async () => {
    viewerLoads();
    const user = userEvent.setup();
    render(<TourButton model={withTour} />);
    const button = screen.getByRole('button', { name: /360° view/ });
    await user.click(button);
    // The dialog's code arrives on the first press.
    const dialog = await screen.findByRole('dialog', { name: 'Montana 273BH 360° view' }, slow);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the 360° view');
    expect(screen.getByText('Drag or use the arrow keys to look around.')).toBeInTheDocument();
    await waitFor(() => expect(mounted).toHaveLength(1), slow);
    const view = screen.getByRole('application', { name: 'Montana 273BH interior' });
    expect(mounted[0].host).toBe(view);
    expect(mounted[0].panorama).toBe(withTour.linkto360);
    expect(view).toHaveAccessibleDescription('Drag or use the arrow keys to look around.');

    mounted[0].on.onReady();
    await waitFor(() => expect(view).toHaveFocus(), slow);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    mounted[0].on.onTurn(0.5, -0.25);
    expect(view).toHaveAttribute('data-yaw', '0.500');
    expect(view).toHaveAttribute('data-pitch', '-0.250');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mounted[0].teardown).toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('says so when the image fails, and tries again', async () => {
    viewerLoads();
    const user = userEvent.setup();
    render(<TourButton model={withTour} />);
    await user.click(screen.getByRole('button', { name: /360° view/ }));
    await waitFor(() => expect(mounted).toHaveLength(1), slow);
    mounted[0].on.onError();
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('The 360° view could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mounted).toHaveLength(2), slow);
    expect(mounted[0].teardown).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('shows the error state when the viewer chunk cannot be fetched', async () => {
    load.mockRejectedValue(new Error('ChunkLoadError'));
    render(<TourButton model={withTour} />);
    await userEvent.click(screen.getByRole('button', { name: /360° view/ }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('could not be loaded');
  });
});
