import { memo, type MouseEvent } from 'react';
import { PREVIEW_IMAGE_SIZE, type SiteSearchResult } from '@rv/shared-lib/search';
import styles from './search-overlay.module.css';

/** Shown when a page has no featured image (spec: screens and routes): a neutral frame, so the grid keeps its rhythm. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PREVIEW_IMAGE_SIZE.width} ${PREVIEW_IMAGE_SIZE.height}"><rect width="100%" height="100%" fill="#eeeff1"/><path d="M200 220l50-60 40 45 30-30 50 45z" fill="#dcdee2"/></svg>`,
)}`;

interface TopSuggestionsProps {
  previews: SiteSearchResult[];
  onOpen(event: MouseEvent<HTMLAnchorElement>, result: SiteSearchResult): void;
}

/** The overlay's 'Top Suggestions' grid: up to 3 previews, each an image and a title in one link; memoised like the list. */
export const TopSuggestions = memo(function TopSuggestions({ previews, onOpen }: TopSuggestionsProps) {
  if (!previews.length) return null;
  return (
    <section className={styles.previews} aria-labelledby="rv-search-top">
      <h2 id="rv-search-top" className={styles.heading}>Top Suggestions</h2>
      <ul className={styles.tiles}>
        {previews.slice(0, 3).map((result) => (
          <li key={result.id.raw}>
            <a className={styles.tile} href={result.data.url_path.raw} onClick={(e) => onOpen(e, result)}>
              <img className={styles.tileImage} src={result.data.featured_image.raw || PLACEHOLDER_IMAGE} alt=""
                width={PREVIEW_IMAGE_SIZE.width} height={PREVIEW_IMAGE_SIZE.height} loading="lazy" decoding="async" />
              <span className={styles.tileTitle}>{result.data.title.raw}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
});
