import { useState } from 'react';
import { DrawnHtml, SiteLink, hrefOf } from '@rv/shared-lib';
import {
  modalSize,
  theme,
  type BulletedListSlice,
  type CopyBlockSlice,
  type FaqSlice,
  type FlexibleTextSlice,
  type LinkSectionSlice,
  type PullQuoteSlice,
  type QuoteSlice,
  type TextSlice,
} from '@rv/shared-lib';
import { Accordion, Button, Modal, RichText } from '@rv/ui-kit';
import { BlockSection } from './components/block-section.component';
import { CtaButton } from './components/cta-button.component';
import { cssKey } from './components/css-key';
import styles from './text-blocks.module.css';

/** Text: rich text in a readable column. */
export function TextBlock({ slice }: { slice: TextSlice }) {
  return (
    <BlockSection label="Text">
      <DrawnHtml className={styles.prose} of={slice}><RichText value={slice.primary.text} /></DrawnHtml>
    </BlockSection>
  );
}

/** Quote with color: the `color` field is a theme (light, dark or primary). */
export function QuoteBlock({ slice }: { slice: QuoteSlice }) {
  return (
    <BlockSection label="Quote" className={styles[cssKey('quote', theme(slice.primary.color))]}>
      <figure className={styles.quote}>
        <blockquote><p>{slice.primary.quote}</p></blockquote>
        {slice.primary.attribution ? <figcaption>{slice.primary.attribution}</figcaption> : null}
      </figure>
    </BlockSection>
  );
}

/** Pull quote: a large quote inside an article. */
export function PullQuote({ slice }: { slice: PullQuoteSlice }) {
  return (
    <BlockSection label="Quote">
      <figure className={`${styles.quote} ${styles.pull}`}>
        <blockquote><p>{slice.primary.quote}</p></blockquote>
        {slice.primary.attribution ? <figcaption>{slice.primary.attribution}</figcaption> : null}
      </figure>
    </BlockSection>
  );
}

/** FAQ: each question an accordion (disclosure) over its rich-text answer. */
export function Faq({ slice }: { slice: FaqSlice }) {
  const [open, setOpen] = useState<number | null>(null);
  const items = slice.items.filter((i) => i.question);
  if (items.length === 0) return null;
  return (
    <BlockSection title={slice.primary.title} label="Frequently asked questions">
      <div className={styles.faq}>
        {items.map((item, i) => (
          <Accordion key={i} title={item.question} open={open === i} onToggle={(next) => setOpen(next ? i : null)} headingLevel={slice.primary.title ? 3 : 2}>
            <RichText value={item.answer} headingOffset={1} />
          </Accordion>
        ))}
      </div>
    </BlockSection>
  );
}

/** Copy block: eyebrow, title and copy, left or centred. */
export function CopyBlock({ slice }: { slice: CopyBlockSlice }) {
  const p = slice.primary;
  return (
    <BlockSection label={p.title}>
      <div className={`${styles.prose} ${p.alignment === 'center' ? styles.center : ''}`}>
        {p.eyebrow ? <p className={styles.eyebrow}>{p.eyebrow}</p> : null}
        {p.title ? <h2>{p.title}</h2> : null}
        <RichText value={p.copy} headingOffset={1} />
      </div>
    </BlockSection>
  );
}

/** Flexible text: title and copy, with a button opening a modal (its size from the content) when labelled. */
export function FlexibleText({ slice }: { slice: FlexibleTextSlice }) {
  const p = slice.primary;
  const [open, setOpen] = useState(false);
  const withModal = Boolean(p.modal_button_label?.trim());
  return (
    <BlockSection label={p.title}>
      <div className={styles.prose}>
        {p.title ? <h2>{p.title}</h2> : null}
        <RichText value={p.copy} headingOffset={1} />
        {withModal ? (
          <>
            <Button theme="secondary" onClick={() => setOpen(true)}>{p.modal_button_label}</Button>
            <Modal open={open} onClose={() => setOpen(false)} title={p.modal_title || p.modal_button_label || p.title} size={modalSize(p.modal_size)}>
              <RichText value={p.modal_copy} headingOffset={1} />
            </Modal>
          </>
        ) : <CtaButton cta={p} />}
      </div>
    </BlockSection>
  );
}

/** Bulleted list: a title over a list of lines. */
export function BulletedList({ slice }: { slice: BulletedListSlice }) {
  const items = slice.items.filter((i) => i.text?.trim());
  if (items.length === 0) return null;
  return (
    <BlockSection title={slice.primary.title} label="List">
      <ul className={styles.bullets}>{items.map((item, i) => <li key={i}>{item.text}</li>)}</ul>
    </BlockSection>
  );
}

/** Link section: a titled list of links; broken links are hidden (spec: validation rules). */
export function LinkSection({ slice }: { slice: LinkSectionSlice }) {
  const links = slice.items.filter((i) => i.label && hrefOf(i.link));
  if (links.length === 0) return null;
  return (
    <BlockSection title={slice.primary.title} label="Links">
      <ul className={styles.links}>{links.map((item, i) => <li key={i}><SiteLink link={item.link}>{item.label}</SiteLink></li>)}</ul>
    </BlockSection>
  );
}
