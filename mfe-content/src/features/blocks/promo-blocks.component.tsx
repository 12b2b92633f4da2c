import {
  theme,
  type AppCalloutSlice,
  type BrandCalloutSlice,
  type CalloutSlice,
  type CallToActionSlice,
  type SplitCalloutSlice,
  SiteLink,
  hrefOf,
} from '@rv/shared-lib';
import { RichText } from '@rv/ui-kit';
import { BlockImage } from './components/block-image.component';
import { BlockSection } from './components/block-section.component';
import { CtaButton } from './components/cta-button.component';
import styles from './promo-blocks.module.css';

/** Callout: icon, title, description and a button over a background, in a theme (spec: entities and fields, "Callout"). */
export function Callout({ slice }: { slice: CalloutSlice }) {
  const p = slice.primary;
  return (
    <BlockSection label={p.title} className={`${styles.callout} ${styles[theme(p.theme)]}`} wide>
      <BlockImage image={p.background_image} className={styles.background} decorative />
      <div className={styles.calloutBox}>
        <BlockImage image={p.icon} width={64} height={64} className={styles.icon} decorative />
        <h2 className={styles.title}>{p.title}</h2>
        <RichText value={p.description} headingOffset={1} />
        <CtaButton cta={p} />
      </div>
    </BlockSection>
  );
}

/** Split callout: image beside copy (left or right), eyebrow, title, rich text and a button. */
export function SplitCallout({ slice }: { slice: SplitCalloutSlice }) {
  const p = slice.primary;
  return (
    <BlockSection label={p.title} background={p.background_color}>
      <div className={`${styles.split} ${p.image_position === 'right' ? styles.imageRight : ''}`}>
        <BlockImage image={p.image} width={800} height={600} className={styles.splitImage} />
        <div className={styles.splitCopy}>
          {p.eyebrow ? <p className={styles.eyebrow}>{p.eyebrow}</p> : null}
          <h2 className={styles.title}>{p.title}</h2>
          <RichText value={p.description} headingOffset={1} />
          <CtaButton cta={p} />
        </div>
      </div>
    </BlockSection>
  );
}

/** Call to action: a title, a line and a button on a light, dark or primary band. */
export function CallToAction({ slice }: { slice: CallToActionSlice }) {
  const p = slice.primary;
  return (
    <BlockSection label={p.title} className={`${styles.band} ${styles[theme(p.theme)]}`}>
      <div className={styles.cta}>
        <h2 className={styles.title}>{p.title}</h2>
        {p.description ? <p>{p.description}</p> : null}
        <CtaButton cta={p} />
      </div>
    </BlockSection>
  );
}

/** Brand callout: brand logo, title, copy and an image, in a theme. */
export function BrandCallout({ slice }: { slice: BrandCalloutSlice }) {
  const p = slice.primary;
  return (
    <BlockSection label={p.title} className={`${styles.band} ${styles[theme(p.theme)]}`}>
      <div className={styles.split}>
        <BlockImage image={p.image} width={800} height={600} className={styles.splitImage} />
        <div className={styles.splitCopy}>
          <BlockImage image={p.brand_logo} width={240} height={60} className={styles.logo} />
          <h2 className={styles.title}>{p.title}</h2>
          <RichText value={p.description} headingOffset={1} />
          <CtaButton cta={p} />
        </div>
      </div>
    </BlockSection>
  );
}

/** App callout: phone image, copy and store links (broken or missing links are hidden). */
export function AppCallout({ slice }: { slice: AppCalloutSlice }) {
  const p = slice.primary;
  const stores = [['Download on the App Store', p.app_store_link], ['Get it on Google Play', p.google_play_link]] as const;
  return (
    <BlockSection label={p.title} background="neutral-50">
      <div className={styles.split}>
        <BlockImage image={p.image} width={600} height={800} className={styles.appImage} />
        <div className={styles.splitCopy}>
          <h2 className={styles.title}>{p.title}</h2>
          <RichText value={p.description} headingOffset={1} />
          <ul className={styles.stores}>
            {stores.filter(([, link]) => hrefOf(link)).map(([label, link]) => (
              <li key={label}><SiteLink link={link} className="rv-button rv-button--secondary rv-button--md">{label}</SiteLink></li>
            ))}
          </ul>
        </div>
      </div>
    </BlockSection>
  );
}
