import { copyColor, drawnImageProps, FULL_WIDTH, slideCopyPosition, type XfaderSlice } from '@rv/shared-lib';
import { BlockImage } from './components/block-image.component';
import { cssKey } from './components/css-key';
import { useBlockPosition } from './components/block-context';
import { CtaButton } from './components/cta-button.component';
import { inertWhen, useReducedMotion } from '@rv/ui-kit';
import { slideInterval, useSlideBanner } from './hooks/use-slide-banner';
import styles from './slide-banner.module.css';

/** Cross-fading slide banner (xfader) of spec (screens and routes; states and transitions): dots, previous/next, auto-play stopped by any manual change. */
export function SlideBanner({ slice }: { slice: XfaderSlice }) {
  const slides = slice.items.filter((s) => s.image?.url || s.title);
  const reduced = useReducedMotion();
  const position = useBlockPosition();
  const banner = useSlideBanner(slides.length, slideInterval(slice.primary.slide_speed), reduced);
  if (slides.length === 0) return null;
  return (
    <section className={styles.banner} aria-roledescription="carousel" aria-label="Featured">
      <div className={styles.slides} aria-live={banner.playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const current = i === banner.index;
          const color = copyColor(slide.copy_color);
          return (
            <div key={i} className={`${styles.slide} ${current ? styles.current : ''}`} role="group" aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`} aria-hidden={!current} {...inertWhen(!current)} data-current={current || undefined}>
              <picture>
                {slide.mobile_image?.url ? <source media="(max-width: 767px)" srcSet={slide.mobile_image.url} {...drawnImageProps(slide.mobile_image.url, FULL_WIDTH)} /> : null}
                <BlockImage image={slide.image} className={styles.image} eager={position.eager && i === 0} />
              </picture>
              <div className={`${styles.copy} ${styles[cssKey(slideCopyPosition(slide.copy_position))]} ${color === 'Black' ? styles.dark : styles.light}`}>
                {slide.title ? <h2 className={styles.title}>{slide.title}</h2> : null}
                {slide.subtitle ? <p className={styles.subtitle}>{slide.subtitle}</p> : null}
                <CtaButton cta={slide} />
              </div>
              {current && banner.playing ? <span className={styles.progress} aria-hidden="true" /> : null}
            </div>
          );
        })}
      </div>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={banner.previous} aria-label="Previous slide">‹</button>
          <ul className={styles.dots}>
            {slides.map((_s, i) => (
              <li key={i}>
                <button type="button" className={styles.dot} aria-label={`Show slide ${i + 1}`} aria-current={i === banner.index ? 'true' : undefined} onClick={() => banner.goTo(i)} />
              </li>
            ))}
          </ul>
          <button type="button" className={styles.arrow} onClick={banner.next} aria-label="Next slide">›</button>
        </div>
      ) : null}
    </section>
  );
}
