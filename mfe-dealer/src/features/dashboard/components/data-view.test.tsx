import { render, screen } from '@testing-library/react';
import { DataView } from './data-view.component';

describe('DataView', () => {
  it('keeps the reserved height while loading, so the cards below do not move when the data arrives', () => {
    render(<DataView state={{ status: 'loading', data: null, error: null }} what="points" reserve="12rem" empty="none">{() => null}</DataView>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading points…');
    expect(screen.getByRole('status')).toHaveStyle({ minHeight: '12rem' });
  });

  it('draws a placeholder while loading, hidden from assistive technology, which hears the loading status', () => {
    const { container } = render(
      <DataView state={{ status: 'loading', data: null, error: null }} what="points" placeholder={<ul><li>&nbsp;</li></ul>} empty="none">{() => null}</DataView>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading points…');
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"] ul li')).not.toBeNull();
  });

  it('shows the data, without the reserve, once it is there', () => {
    const { container } = render(
      <DataView state={{ status: 'success', data: ['Sales'], error: null }} what="points" reserve="12rem" empty="none">{(d) => <ul><li>{d[0]}</li></ul>}</DataView>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Sales');
    expect(container.querySelector('[style]')).toBeNull();
  });
});
