import { useResource } from '@rv/shared-lib';
import { fetchOwnerReviews, ReviewFigure, shownReviews } from '@rv/shared-lib/owners';
import styles from '../reviews.module.css';

interface TestimonialsProps {
  title?: string;
  /** A brand's code narrows the reviews to that brand; none shows every brand's. */
  brandCode?: string | null;
  count?: number;
}

/** Owner reviews as testimonials: title, review, name, location, date and brand. Loading or failing shows nothing (spec: error catalogue). */
export function Testimonials({ title = 'What owners say', brandCode = null, count = 6 }: TestimonialsProps) {
  const reviews = useResource(`owner-reviews:${brandCode ?? ''}`, () => fetchOwnerReviews(brandCode));
  const shown = shownReviews(reviews.data ?? [], count);
  if (reviews.status !== 'success' || shown.length === 0) return null;
  return (
    <section className={styles.block} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {shown.map((r, i) => (
          <li key={`${r.Name}-${r.CreateDate}-${i}`}>
            <ReviewFigure review={r} classNames={{ figure: styles.review, title: styles.reviewTitle, stars: styles.stars, quote: styles.quote, owner: styles.owner, name: styles.name }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
