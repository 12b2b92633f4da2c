import { useId, type ReactNode } from 'react';
import { useRenderedOnceOpen } from './use-rendered-once-open';

export interface AccordionProps {
  title: ReactNode;
  open: boolean;
  onToggle(open: boolean): void;
  children: ReactNode;
  /** A short note beside the title, e.g. the filter panel's 'filters active' mark. */
  badge?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /**
   * Build the panel's content only when first opened (then keep it): for panels of controls, such as
   * the filter panel's sections. Off for reading content (FAQ answers, footer links), which find-in-page
   * and crawlers should reach while closed.
   */
  renderWhenOpened?: boolean;
}

/** A disclosure section: a heading with a button that shows and hides its panel. */
export function Accordion({ title, open, onToggle, children, badge, headingLevel = 3, renderWhenOpened = false }: AccordionProps) {
  const id = useId();
  const rendered = useRenderedOnceOpen(open);
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <section className={`rv-accordion${open ? ' rv-accordion--open' : ''}`}>
      <Heading className="rv-accordion__heading">
        <button type="button" className="rv-accordion__toggle" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => onToggle(!open)}>
          <span>{title}</span>
          {badge ? <span className="rv-accordion__badge">{badge}</span> : null}
          <span className="rv-accordion__icon" aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </Heading>
      <div id={`${id}-panel`} className="rv-accordion__panel" hidden={!open}>{rendered || !renderWhenOpened ? children : null}</div>
    </section>
  );
}
