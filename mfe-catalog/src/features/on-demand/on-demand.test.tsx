import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onDemand } from './on-demand';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('a component loaded on demand', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('draws the component once its code has arrived', async () => {
    const Loaded = onDemand(async () => Greeting, 'the greeting');
    render(<Loaded name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('says so when its code cannot be fetched, and Try again fetches it once more', async () => {
    const load = jest.fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(Greeting);
    const Loaded = onDemand(load, 'the greeting');
    render(<><p>The rest of the page</p><Loaded name="Ada" /></>);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, the greeting could not be loaded.');
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
