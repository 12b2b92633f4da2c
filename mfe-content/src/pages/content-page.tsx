import { ErrorPage, errorStatus, fetchDocument, type PageProps, useResource } from '@rv/shared-lib';

interface PageDoc {
  title: string;
  meta_description?: string;
  body?: Array<{ slice_type: string; primary?: { text?: string | Array<{ type: string; text: string }> } }>;
}

const PAGE_TYPES = ['content_page', 'page', 'split_content'] as const;

/** The first document of the page types with this uid, or a 404 rejection. */
async function fetchPage(uid: string) {
  for (const type of PAGE_TYPES) {
    try {
      return await fetchDocument<PageDoc>(type, uid);
    } catch (error) {
      if (errorStatus(error) !== 404) throw error;
    }
  }
  throw Object.assign(new Error('not found'), { notFound: true });
}

/** `/{slug}`: a content, page or split-content document; unknown slugs show the 404 page. */
export function ContentPage({ params }: PageProps) {
  const page = useResource(params.slug, () => fetchPage(params.slug));
  if (page.status === 'loading') return <div className="rv-container" aria-busy="true" />;
  if (page.status === 'error') {
    const notFound = (page.error as { notFound?: boolean }).notFound;
    return <ErrorPage statusCode={notFound ? 404 : 500} message={notFound ? undefined : 'This page could not be loaded. Please try again.'} />;
  }
  const doc = page.data.data;
  return (
    <article className="rv-container">
      <h1>{doc.title}</h1>
      {(doc.body ?? []).flatMap((slice, i) => {
        const text = slice.slice_type === 'text' ? slice.primary?.text : undefined;
        if (!text) return [];
        if (typeof text === 'string') return [<p key={i}>{text}</p>];
        return text.map((block, j) => (block.type === 'heading2' ? <h2 key={`${i}-${j}`}>{block.text}</h2> : <p key={`${i}-${j}`}>{block.text}</p>));
      })}
    </article>
  );
}
