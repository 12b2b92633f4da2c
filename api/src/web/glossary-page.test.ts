import { testAppPerFile, testDbKind } from '../../test/test-app';

describe(`/glossary page head and sitemap (${testDbKind})`, () => {
  const ctx = testAppPerFile({ serveWeb: true, config: { webRoot: '/nonexistent', publicBaseUrl: 'https://www.example.com' } });

  const page = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('answers /glossary with its title, canonical URL and a DefinedTermSet of the seeded terms', async () => {
    const res = await page('/glossary');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>RV Glossary: Plain-Language Specs | Keystone RV</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://www.example.com/glossary">');
    expect(res.body).toMatch(/<meta name="description" content="What [^"]*GVWR[^"]* mean, in plain words\.">/);
    expect(res.body).toContain('"@type":"DefinedTermSet"');
    expect(res.body).toContain('"@type":"DefinedTerm","@id":"https://www.example.com/glossary#gvwr","name":"GVWR","alternateName":"Gross Vehicle Weight Rating"');
  });

  it('shows an edited term in the head, as content edits reach the page', async () => {
    await ctx().db.query(`UPDATE content_documents SET data = jsonb_set(data, '{short_definition}', '"Edited: the loaded limit."') WHERE type = 'glossary_term' AND uid = 'gvwr'`);
    expect((await page('/glossary')).body).toContain('Edited: the loaded limit.');
  });

  it('lists /glossary in sitemap.xml', async () => {
    expect((await page('/sitemap.xml')).body).toContain('<loc>https://www.example.com/glossary</loc>');
  });
});
