import type { ContentDocument } from '@rv/shared-lib';
import type { GlossaryTermData } from '@rv/shared-lib/catalog';

const doc = (uid: string, data: GlossaryTermData) => ({ id: `glossary_term-${uid}`, uid, type: 'glossary_term', data }) as unknown as ContentDocument<GlossaryTermData>;

/** glossary_term documents as the content API returns them (tests). */
export const glossaryDocsFixture: Array<ContentDocument<GlossaryTermData>> = [
  doc('gvwr', { term: 'GVWR', stands_for: 'Gross Vehicle Weight Rating', short_definition: 'The most the loaded trailer may weigh.', definition: 'Set by the maker.' }),
  doc('uvw', { term: 'UVW', stands_for: 'Unloaded Vehicle Weight', short_definition: 'The trailer as it leaves the factory.', definition: 'Before water and gear.' }),
  doc('dry-weight', { term: 'Dry weight', stands_for: null, short_definition: 'The unloaded weight.', definition: 'Empty tanks.' }),
  doc('ccc', { term: 'CCC', stands_for: 'Cargo Carrying Capacity', short_definition: 'What you may add.', definition: 'GVWR minus UVW.' }),
  doc('hitch-weight', { term: 'Hitch weight (pin weight)', stands_for: null, short_definition: 'The weight on your truck.', definition: 'Counts against payload.' }),
  doc('towing-capacity', { term: 'Towing capacity', stands_for: null, short_definition: 'The heaviest trailer your vehicle may pull.', definition: 'On the door-jamb sticker.' }),
  doc('payload', { term: 'Payload', stands_for: null, short_definition: 'What your truck may carry.', definition: 'Hitch weight included.' }),
  doc('bh', { term: 'BH', stands_for: 'Bunkhouse', short_definition: 'A bunk room.', definition: 'For families.' }),
  doc('rk', { term: 'RK', stands_for: 'Rear Kitchen', short_definition: 'The kitchen is at the back.', definition: 'Often with an island.' }),
];
