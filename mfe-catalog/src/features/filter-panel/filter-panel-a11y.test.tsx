import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterPanel } from './components/filter-panel.component';
import { filterPanelProps, glossaryStaysLoading } from './filter-panel.fixtures';
import { alignBounds } from './components/range-slider.component';
import { useFilterPanelUi } from './filter-panel.store';

glossaryStaysLoading();

const props = filterPanelProps;

describe('filter panel accessibility', () => {
  beforeEach(() => useFilterPanelUi.setState({ sectionsOpen: { rvType: true, layoutSleep: true }, mobileOpen: false }));

  it('spec (states and transitions): while filters load the panel is dimmed, busy and inert; interactive again after', () => {
    const { rerender } = render(<FilterPanel {...props({ loading: true })} />);
    const panel = screen.getByRole('region', { name: 'RV Finder' });
    expect(panel).toHaveAttribute('inert');
    expect(panel).toHaveAttribute('aria-busy', 'true');
    rerender(<FilterPanel {...props()} />);
    expect(panel).not.toHaveAttribute('inert');
    expect(panel).toHaveAttribute('aria-busy', 'false');
  });

  it('gives focus back to the control a keyboard user was on when the panel turns interactive again', () => {
    const { rerender } = render(<FilterPanel {...props()} />);
    const box = screen.getByRole('checkbox', { name: 'Fifth Wheels (30)' });
    box.focus();
    rerender(<FilterPanel {...props({ loading: true })} />);
    // What a browser does to focus inside an inert subtree.
    box.blur();
    expect(document.body).toHaveFocus();
    rerender(<FilterPanel {...props()} />);
    expect(box).toHaveFocus();
  });

  it('does not pull focus back when the user moved elsewhere meanwhile', () => {
    const { rerender } = render(<><FilterPanel {...props()} /><button type="button">Elsewhere</button></>);
    screen.getByRole('checkbox', { name: 'Fifth Wheels (30)' }).focus();
    rerender(<><FilterPanel {...props({ loading: true })} /><button type="button">Elsewhere</button></>);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    rerender(<><FilterPanel {...props()} /><button type="button">Elsewhere</button></>);
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('spec (screens and routes) tooltips: each option is described by its label tooltip, shown on focus, hidden by Escape', async () => {
    render(<FilterPanel {...props()} />);
    const box = screen.getByRole('checkbox', { name: 'Fifth Wheels (30)' });
    expect(box).toHaveAccessibleDescription('Fifth Wheels');
    const flag = screen.getByRole('checkbox', { name: 'Bunkhouse' });
    expect(flag).toHaveAccessibleDescription('Bunkhouse');
    const tip = document.getElementById(flag.getAttribute('aria-describedby')!)!;
    expect(tip).toHaveAttribute('role', 'tooltip');
    flag.focus();
    const wrapper = tip.parentElement!;
    expect(wrapper.className).not.toMatch(/tooltipDismissed/);
    await userEvent.keyboard('{Escape}');
    expect(wrapper.className).toMatch(/tooltipDismissed/);
    expect(flag).toHaveFocus();
    await userEvent.tab();
    expect(wrapper.className).not.toMatch(/tooltipDismissed/);
  });
});

describe('slider ends on whole steps', () => {
  it.each([
    [{ min: 79795, max: 109795 }, 1000, { min: 79000, max: 110000 }],
    [{ min: 194, max: 539 }, 12, { min: 192, max: 540 }],
    [{ min: 4, max: 14 }, 1, { min: 4, max: 14 }],
  ])('%p by %p gives %p, so round values stay reachable', (bounds, step, aligned) => {
    expect(alignBounds(bounds, step)).toEqual(aligned);
  });
});
