/** What other API folders use from the reviews module (the seed stores its reviews); its table stays its own. */
export { insertReviews, type NewReview } from './repository';
