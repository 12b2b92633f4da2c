import { editorialImages, type EditorialImageSlice, type EmbedSlice, type GallerySlice, type YoutubeSlice } from '@rv/shared-lib';
import { BlockImage } from './components/block-image.component';
import { BlockSection } from './components/block-section.component';
import styles from './media-blocks.module.css';
import { SiteVideo } from './site-video.component';

/** Gallery: a titled grid of captioned images. */
export function Gallery({ slice }: { slice: GallerySlice }) {
  const items = slice.items.filter((i) => i.image?.url);
  if (items.length === 0) return null;
  return (
    <BlockSection title={slice.primary.title} label="Gallery">
      <ul className={styles.gallery}>
        {items.map((item, i) => (
          <li key={i}>
            <figure className={styles.figure}>
              <BlockImage image={item.image} width={800} height={450} className={styles.image} />
              {item.caption ? <figcaption>{item.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** Editorial image: spec (validation rules) shows at most 2 vertical images or 1 horizontal one. */
export function EditorialImage({ slice }: { slice: EditorialImageSlice }) {
  const orientation = slice.primary.orientation === 'horizontal' ? 'horizontal' : 'vertical';
  const images = editorialImages(orientation, slice.items.filter((i) => i.image?.url));
  if (images.length === 0) return null;
  return (
    <BlockSection label="Images">
      <figure className={`${styles.editorial} ${styles[orientation]}`}>
        <div className={styles.editorialImages}>
          {images.map((item, i) => (
            <BlockImage key={i} image={item.image} width={orientation === 'vertical' ? 600 : 1600} height={orientation === 'vertical' ? 800 : 900} className={styles.image} />
          ))}
        </div>
        {slice.primary.caption ? <figcaption>{slice.primary.caption}</figcaption> : null}
      </figure>
    </BlockSection>
  );
}

/** An embed's address: an https page, or one of the site's own (`/...`, never `//host`). */
export const isEmbeddable = (url: string | null | undefined) => /^https:\/\//i.test(url ?? '') || /^\/(?!\/)/.test(url ?? '');

/** Embed: a page (outside or the site's own) in a titled, lazily loaded frame at its aspect ratio. */
export function Embed({ slice }: { slice: EmbedSlice }) {
  const p = slice.primary;
  if (!isEmbeddable(p.embed_url)) return null;
  return (
    <BlockSection title={p.title} label="Embedded content">
      <div className={styles.frame} style={{ aspectRatio: p.aspect_ratio === '4:3' ? '4 / 3' : '16 / 9' }}>
        <iframe src={p.embed_url} title={p.title || 'Embedded content'} loading="lazy" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
      </div>
    </BlockSection>
  );
}

/** Video block (the spec's "YouTube" block): a titled site video; `show_title: false` leaves the heading to the page. */
export function Youtube({ slice }: { slice: YoutubeSlice }) {
  const p = slice.primary;
  if (!p.youtube_video_id?.trim()) return null;
  return (
    <BlockSection title={p.show_title === false ? null : p.title} label={p.title || 'Video'}>
      <div className={styles.video}><SiteVideo videoId={p.youtube_video_id} title={p.title} poster={p.poster_image} /></div>
    </BlockSection>
  );
}
