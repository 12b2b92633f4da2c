import { render, screen } from '@testing-library/react';
import { RichText } from './rich-text';

describe('RichText (spec: entities and fields: rich text rendered as text, never HTML)', () => {
  it('renders headings, paragraphs and grouped list items in their elements', () => {
    render(<RichText value={[
      { type: 'heading2', text: 'Covered' }, { type: 'paragraph', text: 'Two years.' },
      { type: 'list-item', text: 'Frame' }, { type: 'list-item', text: 'Roof' }, { type: 'o-list-item', text: 'Call a dealer' },
    ]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Covered' })).toBeInTheDocument();
    expect(screen.getByText('Two years.').tagName).toBe('P');
    const lists = screen.getAllByRole('list');
    expect(lists.map((l) => l.tagName)).toEqual(['UL', 'OL']);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders cautions and notes as labelled call-outs, in place between the other blocks', () => {
    const { container } = render(<RichText value={[
      { type: 'o-list-item', text: 'Shut off the pump' }, { type: 'caution', text: 'Never exceed 40 psi.' },
      { type: 'note', text: 'Keep the receipt.' }, { type: 'paragraph', text: 'Done.' },
    ]} />);
    const callouts = screen.getAllByRole('note');
    expect(callouts.map((c) => c.textContent)).toEqual(['Caution: Never exceed 40 psi.', 'Note: Keep the receipt.']);
    expect(callouts[0]).toHaveClass('rv-callout--caution');
    expect([...container.children].map((c) => c.tagName)).toEqual(['OL', 'DIV', 'DIV', 'P']);
  });

  it('shifts headings under a block title and never interprets markup', () => {
    const { container } = render(<RichText headingOffset={1} value={[{ type: 'heading2', text: 'Sub' }, { type: 'paragraph', text: '<img src=x onerror=alert(1)>' }]} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Sub' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });

  it.each([[null], [undefined], [[]], [[{ type: 'paragraph', text: '  ' }]]])('renders nothing for empty value %p', (value) => {
    const { container } = render(<RichText value={value as never} />);
    expect(container).toBeEmptyDOMElement();
  });
});
