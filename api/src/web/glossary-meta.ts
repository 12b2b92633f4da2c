/** The /glossary page's head: title, description and a schema.org DefinedTermSet of the seeded terms. */
import { GLOSSARY_PATH, GLOSSARY_TYPE, sortGlossaryTerms, type GlossaryTerm } from '@rv/domain/catalog';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { findByType } from '../modules/content';
import type { PageMeta } from './page-head';

/** Every glossary term fits one page of the content store. */
const GLOSSARY_PAGE_SIZE = 100;

export async function glossaryMeta(db: Database, config: AppConfig): Promise<PageMeta> {
  const { results } = await findByType(db, { type: GLOSSARY_TYPE, page: 1, pageSize: GLOSSARY_PAGE_SIZE, tags: [] });
  const terms = sortGlossaryTerms(results.map((doc) => ({ ...(doc.data as unknown as GlossaryTerm), uid: doc.uid ?? '' })));
  const url = `${config.publicBaseUrl}${GLOSSARY_PATH}`;
  return {
    title: `RV Glossary: Plain-Language Specs | ${config.companyName}`,
    description: `What ${terms.slice(0, 6).map((t) => t.term).join(', ')} and other RV spec terms mean, in plain words.`,
    image: null,
    type: 'website',
    jsonLd: [{
      '@context': 'https://schema.org', '@type': 'DefinedTermSet', '@id': url, name: 'RV Glossary', url,
      hasDefinedTerm: terms.map((t) => ({
        '@type': 'DefinedTerm', '@id': `${url}#${t.uid}`, name: t.term, ...(t.stands_for ? { alternateName: t.stands_for } : {}),
        description: t.short_definition, inDefinedTermSet: url,
      })),
    }],
  };
}
