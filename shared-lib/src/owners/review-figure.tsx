import { formatReviewDate, reviewLocation, starRating, type OwnerReview } from '@rv/domain/owners';

export interface ReviewFigureClassNames { figure?: string; title?: string; stars?: string; quote?: string; owner?: string; name?: string }

/** One owner review as a testimonial (spec: entities and fields): title, stars, review, name, location, date and brand; each remote styles it. */
export function ReviewFigure({ review: r, classNames = {} }: { review: OwnerReview; classNames?: ReviewFigureClassNames }) {
  const location = reviewLocation(r.OwnerCity, r.OwnerState);
  const date = formatReviewDate(r.CreateDate);
  const stars = starRating(r.Rating);
  return (
    <figure className={classNames.figure}>
      {r.Title ? <h3 className={classNames.title}>{r.Title}</h3> : null}
      {stars ? <p className={classNames.stars} role="img" aria-label={stars.label}>{stars.stars}</p> : null}
      <blockquote className={classNames.quote}><p>{r.Review}</p></blockquote>
      <figcaption className={classNames.owner}>
        <span className={classNames.name}>{r.Name}</span>
        {location ? <span>{location}</span> : null}
        {date ? <time dateTime={r.CreateDate}>{date}</time> : null}
        {r.BrandName ? <span>{r.BrandName} owner</span> : null}
      </figcaption>
    </figure>
  );
}
