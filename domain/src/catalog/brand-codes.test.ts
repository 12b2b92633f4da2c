import { BRAND_SLUG_GROUPS } from '@rv/domain';
import { brandCodeList, brandCodeQuery } from './brand-codes';

describe('brand code mapping for brand queries (consumer spec: the calls)', () => {
  it.each([
    ['CH', 'brand.referenceId', 'CGHT'],
    ['RP', 'brand.referenceId', 'RP'],
    ['CN', 'brand.referenceId', 'CN'],
    ['CG', 'brand.referenceId', 'CG'],
    ['IP', 'brand.referenceId', 'IP'],
    ['FZ', 'brand.referenceId', 'FZ'],
    ['MO', 'brand.referenceId', 'MO'],
    ['HM', 'brand.referenceId', 'HM'],
    ['PP', 'brand.group', 'PP'],
    ['ST', 'brand.group', 'ST'],
    ['OB', 'brand.group', 'OB'],
    ['ap', 'brand.group', 'AP'],
  ])('%s queries %s = %s', (code, field, value) => expect(brandCodeQuery(code)).toEqual({ field, value }));
});

describe('brand code list (consumer spec: entities and fields, brand list entries)', () => {
  it('lists the 21 lead brands then Cougar Half-Ton, Montana High Country and Other', () => {
    const list = brandCodeList();
    expect(list.filter((b) => b.listCode === 'LEAD')).toHaveLength(21);
    expect(list.filter((b) => b.listCode === 'EXTENDED').map((b) => b.label)).toEqual(['Cougar Half-Ton', 'Montana High Country', 'Other']);
    expect(list[0]).toEqual({ value: 'AP', label: 'Alpine', listCode: 'LEAD' });
  });
});

describe('brand slug groups (consumer spec: entities and fields)', () => {
  it('maps each of the 15 slug groups to its sub-brand slugs', () => {
    expect(Object.keys(BRAND_SLUG_GROUPS).sort()).toEqual(['alpine', 'arcadia', 'bullet', 'coleman', 'cougar', 'fuzion', 'hideout', 'montana', 'outback', 'passport', 'raptor', 'residence', 'retreat', 'springdale', 'sprinter']);
    expect(BRAND_SLUG_GROUPS.cougar).toEqual(['cougar', 'cougar-half-ton']);
    expect(BRAND_SLUG_GROUPS.bullet).toEqual(['bullet', 'bullet-crossfire', 'premier']);
  });
});
