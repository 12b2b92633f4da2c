import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SiteLink, hrefOf } from '@rv/shared-lib';
import type { TabbedSliderSlice, TabbedSliderSlidesData } from '@rv/shared-lib';
import { BlockImage } from './components/block-image.component';
import { BlockSection } from './components/block-section.component';
import styles from './tabbed-slider.module.css';

/** Tabbed slider: the slides of the linked tabbed_slider_slides document as tabs (ARIA tabs pattern). */
export function TabbedSlider({ slice }: { slice: TabbedSliderSlice }) {
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const [active, setActive] = useState(0);
  const link = slice.primary.slides;
  const slides = link && !link.isBroken ? ((link.data as Partial<TabbedSliderSlidesData> | undefined)?.slides ?? []).filter((s) => s.tab_label) : [];
  if (slides.length === 0) return null;
  const select = (index: number) => {
    const next = (index + slides.length) % slides.length;
    setActive(next);
    tabs.current[next]?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: slides.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };
  const slide = slides[active];
  return (
    <BlockSection title={slice.primary.title} label="Features">
      <div role="tablist" aria-label={slice.primary.title || 'Features'} className={styles.tabs} onKeyDown={onKey}>
        {slides.map((s, i) => (
          <button key={i} ref={(el) => { tabs.current[i] = el; }} type="button" role="tab" id={`${id}-tab-${i}`} aria-controls={`${id}-panel`}
            aria-selected={i === active} tabIndex={i === active ? 0 : -1} className={styles.tab} onClick={() => setActive(i)}>
            {s.tab_label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} className={styles.panel}>
        <BlockImage image={slide.image} width={1200} height={675} className={styles.image} />
        <div className={styles.copy}>
          <h3 className={styles.title}>{slide.title}</h3>
          <p>{slide.description}</p>
          {hrefOf(slide.link) ? <SiteLink link={slide.link} className={styles.more}>Learn more<span className="rv-visually-hidden"> about {slide.title}</span></SiteLink> : null}
        </div>
      </div>
    </BlockSection>
  );
}
