import { DrawnHtml, useResource, type Author, type ExploreBrandsSlice, type ImageField, type RelatedStorySlice, type TestimonialsSlice } from '@rv/shared-lib';
import { formatCalendarDate } from '@rv/domain/locale';
import { fetchOwnerReviews, ReviewFigure, shownReviews } from '@rv/shared-lib/owners';
import { BlockSection } from './components/block-section.component';
import { Card, visibleCards } from './components/card.component';
import grid from './components/grid.module.css';
import styles from './story-blocks.module.css';

interface StoryFields { title?: string; hero_image?: ImageField; date?: string; author?: Author; description?: string }
interface BrandFields { title?: string; logo?: ImageField; tagline?: string; hero_image?: ImageField }

/** An article date as "Mar 4, 2025" (dates are calendar days, read in UTC). */
export function formatArticleDate(value: string | undefined): string {
  return formatCalendarDate(value);
}

/** Related stories: blog cards from the linked articles' resolved fields; broken links are dropped. */
export function RelatedStory({ slice }: { slice: RelatedStorySlice }) {
  const stories = visibleCards(slice.items, (i) => ({ title: (i.story?.data as StoryFields | undefined)?.title, link: i.story }));
  if (stories.length === 0) return null;
  return (
    <BlockSection title={slice.primary.title} label="Related stories">
      <DrawnHtml as="ul" of={slice} className={`${grid.grid} ${grid.cols3}`}>
        {stories.map(({ story }) => {
          const d = story.data as StoryFields;
          const eyebrow = [formatArticleDate(d.date), d.author?.name].filter(Boolean).join(' · ');
          return <li key={story.uid}><Card title={d.title} link={story} image={d.hero_image} eyebrow={eyebrow} description={d.description} /></li>;
        })}
      </DrawnHtml>
    </BlockSection>
  );
}

/** Explore brands: one card per linked brand landing (logo, hero, tagline). */
export function ExploreBrands({ slice }: { slice: ExploreBrandsSlice }) {
  const brands = visibleCards(slice.items, (i) => ({ title: (i.brand?.data as BrandFields | undefined)?.title, link: i.brand }));
  if (brands.length === 0) return null;
  return (
    <BlockSection title={slice.primary.title} label="Brands">
      {slice.primary.description ? <p className={grid.intro}>{slice.primary.description}</p> : null}
      <DrawnHtml as="ul" of={slice} className={`${grid.grid} ${grid.cols4}`}>
        {brands.map(({ brand }) => {
          const d = brand.data as BrandFields;
          return <li key={brand.uid}><Card title={d.title} link={brand} image={d.hero_image} description={d.tagline} linkLabel="Explore" /></li>;
        })}
      </DrawnHtml>
    </BlockSection>
  );
}

/** Testimonials from the reviews service; nothing is shown while they load or when they fail (spec: error catalogue). */
export function Testimonials({ slice }: { slice: TestimonialsSlice }) {
  const code = slice.primary.brand_code ?? null;
  const reviews = useResource(`reviews:${code ?? ''}`, () => fetchOwnerReviews(code));
  const count = slice.primary.count > 0 ? slice.primary.count : 6;
  const shown = shownReviews(reviews.data ?? [], count);
  if (reviews.status !== 'success' || shown.length === 0) return null;
  return (
    <BlockSection title={slice.primary.title} label="Owner reviews" background="neutral-50">
      <ul className={`${grid.grid} ${grid.cols3}`}>
        {shown.map((r, i) => (
          <li key={i}>
            <ReviewFigure review={r} classNames={{ figure: styles.review, title: styles.reviewTitle, stars: styles.stars, quote: styles.quote, owner: styles.owner }} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
