import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Accordion } from './accordion';
import { Button } from './button';
import { ErrorPage } from './error-page';
import { Modal } from './modal';
import { BUTTON_SIZES, BUTTON_THEMES } from '@rv/domain/content';

describe('UI kit', () => {
  it.each(BUTTON_THEMES.flatMap((theme) => BUTTON_SIZES.map((size) => [theme, size] as const)))('renders a %s %s button', (theme, size) => {
    render(<Button theme={theme} size={size}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(`rv-button--${theme}`, `rv-button--${size}`);
  });

  it('renders a link when given an href', () => {
    render(<Button href="/product">Shop</Button>);
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/product');
  });

  function ModalHarness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>Open</button>
        <Modal open={open} title="Region" size="full" onClose={() => setOpen(false)}>
          <a href="/a">First</a>
          <button type="button">Last</button>
        </Modal>
      </>
    );
  }

  it('opens a dialog, traps focus, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Region' });
    expect(dialog).toHaveClass('rv-modal--full');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps focus in the field a visitor types in while its parent redraws, and closes with the latest onClose', async () => {
    const closedWith: string[] = [];
    function FormHarness() {
      const [open, setOpen] = useState(true);
      const [name, setName] = useState('');
      // A new onClose on every render, as an inline arrow gives: typing redraws the parent each key.
      return (
        <Modal open={open} title="Contact" onClose={() => { closedWith.push(name); setOpen(false); }}>
          <label>Name <input value={name} onChange={(e) => setName(e.target.value)} /></label>
        </Modal>
      );
    }
    const user = userEvent.setup();
    render(<FormHarness />);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('Ann');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(closedWith).toEqual(['Ann']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with keepMounted, keeps its content hidden while closed and shows the same content again', async () => {
    function KeptHarness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>Open</button>
          <Modal open={open} title="Compare" onClose={() => setOpen(false)} keepMounted>
            <table><tbody><tr><th scope="row">Length</th><td>30 ft</td></tr></tbody></table>
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<KeptHarness />);
    expect(screen.queryByText('30 ft')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const cell = screen.getByText('30 ft');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cell).toBeInTheDocument();
    expect(cell).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Compare' })).toBeVisible();
    expect(screen.getByText('30 ft')).toBe(cell);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('toggles an accordion panel and reports it as expanded', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return <Accordion title="Length" open={open} onToggle={setOpen} badge={open ? null : 'filters active'}><p>Panel</p></Accordion>;
    }
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: /Length/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Panel')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Panel')).toBeVisible();
  });

  it('builds a renderWhenOpened panel on first open and keeps it when closed again', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return <Accordion title="Length" open={open} onToggle={setOpen} renderWhenOpened><input aria-label="Longest" /></Accordion>;
    }
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: /Length/ });
    expect(screen.queryByRole('textbox', { name: 'Longest', hidden: true })).not.toBeInTheDocument();
    await user.click(toggle);
    await user.type(screen.getByRole('textbox', { name: 'Longest' }), '30');
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: 'Longest', hidden: true })).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: 'Longest' })).toHaveValue('30');
  });

  it('shows the 404 page with the spec message and a Home button', () => {
    render(<ErrorPage statusCode={404} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The page you are looking for does not exist.');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
