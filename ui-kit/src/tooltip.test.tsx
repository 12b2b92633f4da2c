import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';
import { Tooltip } from './tooltip';

const popover = () => screen.getByRole('tooltip', { hidden: true });
const shown = () => popover().parentElement!.classList.contains('rv-tooltip--open');

describe('UI kit tooltip', () => {
  it('is a button named by its label and described by its popover text', () => {
    render(<Tooltip label="About GVWR" content="The most the loaded trailer may weigh." />);
    const button = screen.getByRole('button', { name: 'About GVWR' });
    expect(button).toHaveAccessibleDescription('The most the loaded trailer may weigh.');
    expect(shown()).toBe(false);
  });

  it('opens when tabbed to, closes on Escape with focus kept, and on leaving', async () => {
    render(<><Tooltip label="About CCC" content="Cargo carrying capacity." /><button type="button">Next</button></>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'About CCC' })).toHaveFocus();
    expect(shown()).toBe(true);
    expect(screen.getByRole('button', { name: 'About CCC' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(shown()).toBe(false);
    expect(screen.getByRole('button', { name: 'About CCC' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'About CCC' }));
    expect(shown()).toBe(true);
    await userEvent.tab();
    expect(shown()).toBe(false);
  });

  it('opens on hover and stays while the pointer is over it', async () => {
    render(<Tooltip label="About UVW" content="Unloaded vehicle weight." />);
    await userEvent.hover(screen.getByRole('button', { name: 'About UVW' }));
    expect(shown()).toBe(true);
    await userEvent.hover(popover());
    expect(shown()).toBe(true);
    await userEvent.unhover(popover().parentElement!);
    expect(shown()).toBe(false);
  });

  it('inside a dialog, Escape closes the tooltip first and the dialog only on the next press', async () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return <Modal open={open} title="Compare" onClose={() => setOpen(false)}><Tooltip label="About GVWR" content="Rating." /></Modal>;
    }
    render(<Harness />);
    act(() => screen.getByRole('button', { name: 'About GVWR' }).focus());
    expect(shown()).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(shown()).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Compare' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('UI kit tooltip placement', () => {
  it('places the popover below its button and inside the viewport, so a scrolling container does not clip it', async () => {
    render(<Tooltip label="About GVWR" content="Rating." />);
    const button = screen.getByRole('button', { name: 'About GVWR' });
    const pop = popover();
    button.getBoundingClientRect = () => ({ left: 1000, right: 1024, top: 100, bottom: 124, width: 24, height: 24, x: 1000, y: 100, toJSON: () => ({}) });
    Object.defineProperty(pop, 'offsetWidth', { value: 300 });
    Object.defineProperty(pop, 'offsetHeight', { value: 60 });
    await userEvent.hover(button);
    expect(pop.style.top).toBe('130px');
    expect(pop.style.left).toBe(`${window.innerWidth - 300 - 8}px`);
  });
});
