import { Button } from './button';

/** The site's home page, where the error page's Home button goes (the route helpers name it too). */
const HOME_PATH = '/';

/** Consumer spec (error catalogue) "Page not found". */
export const NOT_FOUND_MESSAGE = 'The page you are looking for does not exist.';

export interface ErrorPageProps {
  statusCode: number;
  message?: string;
}

/** The error page of spec (screens and routes): the status code, the message and a Home button to /. */
export function ErrorPage({ statusCode, message = statusCode === 404 ? NOT_FOUND_MESSAGE : 'Something went wrong.' }: ErrorPageProps) {
  return (
    <section className="rv-error-page" aria-labelledby="rv-error-title">
      <p className="rv-error-page__code" aria-hidden="true">{statusCode}</p>
      <h1 id="rv-error-title" className="rv-error-page__title">
        <span className="rv-visually-hidden">Error {statusCode}: </span>
        {message}
      </h1>
      <Button href={HOME_PATH} theme="primary" size="lg">Home</Button>
    </section>
  );
}
