import { useResource } from '@rv/shared-lib';
import { fetchOwnerReviews, formatReviewDate, reviewLocation, shownReviews } from '@rv/shared-lib/owners';
import styles from '../reviews.module.css';

interface TestimonialsProps {
  title?: string;
  /** A brand's code narrows the reviews to that brand; none shows every brand's. */
  brandCode?: string | null;
  count?: number;
}

/** Owner reviews as testimonials: title, review, name, location, date and brand. Loading or failing shows nothing (spec §8). */
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
            <figure className={styles.review}>
              {r.Title ? <h3 className={styles.reviewTitle}>{r.Title}</h3> : null}
              <blockquote className={styles.quote}><p>{r.Review}</p></blockquote>
              <figcaption className={styles.owner}>
                <span className={styles.name}>{r.Name}</span>
                {reviewLocation(r.OwnerCity, r.OwnerState) ? <span>{reviewLocation(r.OwnerCity, r.OwnerState)}</span> : null}
                {formatReviewDate(r.CreateDate) ? <time dateTime={r.CreateDate}>{formatReviewDate(r.CreateDate)}</time> : null}
                {r.BrandName ? <span>{r.BrandName} owner</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
