import { documentProblems } from '@rv/domain/studio';
import type { ContentType } from '@rv/domain/content';
import { contentSeedDocuments } from './index';

describe('the seeded content meets the studio schemas, so an editor can save any page unchanged', () => {
  it.each(contentSeedDocuments({ companySlug: 'keystone', companyName: 'Keystone RV' }).map((doc) => [`${doc.type}/${doc.uid}`, doc] as const))('%s', (_name, doc) => {
    expect(documentProblems(doc.type as ContentType, doc.data)).toEqual([]);
  });
});
