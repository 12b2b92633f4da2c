import { GLOSSARY_TYPE, GLOSSARY_UIDS } from '@rv/domain/catalog';
import { toNewDocument } from '../../modules/content/import';
import { glossaryDocuments } from './glossary';

describe('glossary seed', () => {
  const docs = glossaryDocuments();

  it('seeds one glossary_term document per term the screens link to', () => {
    expect(docs.map((d) => d.uid).sort()).toEqual([...GLOSSARY_UIDS].sort());
    expect(new Set(docs.map((d) => d.type))).toEqual(new Set([GLOSSARY_TYPE]));
  });

  it('gives every term a name, a tooltip-length short definition and a longer one', () => {
    for (const { data } of docs) {
      expect(data.term).toEqual(expect.any(String));
      expect((data.short_definition as string).length).toBeGreaterThan(20);
      expect((data.short_definition as string).length).toBeLessThanOrEqual(200);
      expect((data.definition as string).length).toBeGreaterThan(40);
    }
    expect(docs.find((d) => d.uid === 'gvwr')?.data).toEqual(expect.objectContaining({ term: 'GVWR', stands_for: 'Gross Vehicle Weight Rating' }));
  });

  it('is in the shape the content import takes, so a term is edited like any document', () => {
    for (const doc of docs) expect(() => toNewDocument(doc, `glossary ${doc.uid}`)).not.toThrow();
  });
});
