import { useEffect, useState } from 'react';
import { anchorProps } from '@rv/shared-lib';
import {
  brandGridBrands, bus, routeHelpers, solutionCards, type BentoArticleGridSlice, type BrandGridSlice, type CategoriesGridSlice,
  type ImageField, type SolutionCardSliderSlice, type SupportArticlesSliderSlice,
} from '@rv/shared-lib';
import { BlockSection } from './components/block-section.component';
import { Card, visibleCards } from './components/card.component';
import grid from './components/grid.module.css';
import styles from './owner-blocks.module.css';

interface ArticleFields { title?: string; card_image?: ImageField; hero_video?: unknown }
interface TitledFields { title?: string; logo?: ImageField; icon?: ImageField; description?: string }

/** Spec (constants and limits): bento grid holds at most 5 cards. */
export const BENTO_MAX = 5;

const articleOf = (link: { data?: Record<string, unknown> } | null | undefined) => (link?.data ?? {}) as ArticleFields;

/** The brand the visitor picked in owner support (owners remote, replayed on the bus). */
function useSelectedBrand(): string | null {
  const [brand, setBrand] = useState<string | null>(null);
  useEffect(() => {
    const sub = bus.subscribe('owners:brand-selected', (e) => setBrand(e.brandSlug));
    return () => sub.unsubscribe();
  }, []);
  return brand;
}

/** Solution cards: each needs an icon and a non-broken category (spec: validation rules); stacked in groups of 2. */
export function SolutionCardSlider({ slice }: { slice: SolutionCardSliderSlice }) {
  const cards = solutionCards(slice.items).filter((c) => c.title);
  if (cards.length === 0) return null;
  return (
    <BlockSection title={slice.primary.title} label="Solutions" background={slice.primary.background_color}>
      <ul className={styles.slider}>
        {cards.map((card, i) => (
          <li key={i} className={styles.solution}><Card title={card.title} link={card.category} image={card.icon} imageWidth={64} imageHeight={64} className={styles.iconCard} /></li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** Support articles slider, with 'View All' to the selected brand's owner landing (spec: screens and routes, card slider). */
export function SupportArticlesSlider({ slice }: { slice: SupportArticlesSliderSlice }) {
  const brand = useSelectedBrand();
  const articles = visibleCards(slice.items, (i) => ({ title: articleOf(i.article).title, link: i.article }));
  if (articles.length === 0) return null;
  return (
    <BlockSection title={slice.primary.title} label="Support articles" background={slice.primary.background_color}>
      <ul className={`${styles.slider} ${articles.length < 4 ? styles.few : ''}`}>
        {articles.map(({ article }) => (
          <li key={article.uid} className={styles.slide}>
            <Card title={articleOf(article).title} link={article} image={articleOf(article).card_image} eyebrow={articleOf(article).hero_video ? 'Video' : undefined} />
          </li>
        ))}
      </ul>
      {slice.primary.view_all ? <a className="rv-button rv-button--secondary rv-button--md" {...anchorProps(routeHelpers.ownersBrandLanding(brand))}>View All</a> : null}
    </BlockSection>
  );
}

/** Bento grid: 1 to 5 featured articles laid out by count, a slider on phones. */
export function BentoArticleGrid({ slice }: { slice: BentoArticleGridSlice }) {
  const articles = visibleCards(slice.items, (i) => ({ title: articleOf(i.article).title, link: i.article })).slice(0, BENTO_MAX);
  if (articles.length === 0) return null;
  return (
    <BlockSection title={slice.primary.title} label="Featured articles">
      <ul className={`${styles.bento} ${styles[`bento${articles.length}`]}`}>
        {articles.map(({ article }) => (
          <li key={article.uid}><Card title={articleOf(article).title} link={article} image={articleOf(article).card_image} /></li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** Brand grid: brands with a title, a logo and a uid (spec: validation rules), in groups of 5. */
export function BrandGrid({ slice }: { slice: BrandGridSlice }) {
  const brands = brandGridBrands(slice.items.filter((i) => i.brand && !i.brand.isBroken)
    .map((i) => ({ link: i.brand, uid: i.brand.uid, title: (i.brand.data as TitledFields | undefined)?.title, logo: (i.brand.data as TitledFields | undefined)?.logo })));
  if (brands.length === 0) return null;
  return (
    <BlockSection title={slice.primary.title} label="Brands">
      <ul className={styles.brands}>
        {brands.map((b) => <li key={b.uid}><Card title={b.title} link={b.link} image={b.logo} imageWidth={240} imageHeight={60} className={styles.logoCard} /></li>)}
      </ul>
    </BlockSection>
  );
}

/** Categories grid: a card per linked support category (icon, title, description). */
export function CategoriesGrid({ slice }: { slice: CategoriesGridSlice }) {
  const categories = visibleCards(slice.items, (i) => ({ title: (i.category?.data as TitledFields | undefined)?.title, link: i.category }));
  if (categories.length === 0) return null;
  return (
    <BlockSection title={slice.primary.title} label="Categories">
      <ul className={`${grid.grid} ${grid.cols4}`}>
        {categories.map(({ category }) => {
          const d = category.data as TitledFields;
          return <li key={category.uid}><Card title={d.title} link={category} image={d.icon} imageWidth={64} imageHeight={64} description={d.description} className={styles.iconCard} /></li>;
        })}
      </ul>
    </BlockSection>
  );
}
