-- Owner reviews are read with the site's content (ReviewSearch, and pages drawn on the server show
-- them), so a write to them moves the content revision too: the response cache keeps ReviewSearch
-- answers and such pages by it (http/response-cache.ts).
CREATE TRIGGER owner_reviews_revision
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON owner_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
