import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdatePrompt } from './update-prompt';
import { offerUpdate, resetUpdateOffer } from './update-state';

describe('update prompt', () => {
  afterEach(() => act(() => resetUpdateOffer()));

  it('shows nothing while no new version is waiting, but keeps its live region in the page', () => {
    render(<UpdatePrompt />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("announces 'A new version is available' when one is waiting, and Reload activates it once", async () => {
    const activate = jest.fn();
    render(<UpdatePrompt />);
    act(() => offerUpdate(activate));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available.');
    const reload = screen.getByRole('button', { name: 'Reload' });
    await userEvent.click(reload);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reloading…' })).toBeDisabled();
  });
});
