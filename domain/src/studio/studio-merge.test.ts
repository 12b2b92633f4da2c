import { mergeChanges } from './studio-merge';

describe("two editors' changes to one document, merged so that nothing either typed is lost", () => {
  const text = (words: string) => ({ slice_type: 'text', primary: { text: [{ type: 'paragraph', text: words }] }, items: [] });
  const base = { title: 'Winter', description: 'Cold', meta_description: 'Old', body: [text('One'), text('Two')] };

  it("keeps their change to a field this person left alone, and this person's own change", () => {
    const theirs = { ...base, description: 'Warm days' };
    const mine = { ...base, meta_description: 'Tanks' };
    expect(mergeChanges(base, mine, theirs)).toEqual({ data: { ...base, description: 'Warm days', meta_description: 'Tanks' }, bothChanged: [] });
  });

  it("lets this person's text win where both changed a field, and names that field", () => {
    const theirs = { ...base, title: 'Theirs', body: [text('One'), text('Two, theirs')] };
    const mine = { ...base, title: 'Mine' };
    expect(mergeChanges(base, mine, theirs)).toEqual({ data: { ...base, title: 'Mine', body: [text('One'), text('Two, theirs')] }, bothChanged: ['title'] });
  });

  it('takes a block they added and a field they removed, and closes the gap of a block they removed', () => {
    const { meta_description: _dropped, ...withoutMeta } = base;
    expect(mergeChanges(base, { ...base, title: 'Mine' }, { ...withoutMeta, body: [...base.body, text('Three')] }).data)
      .toEqual({ ...withoutMeta, title: 'Mine', body: [text('One'), text('Two'), text('Three')] });
    expect(mergeChanges(base, base, { ...base, body: [text('One')] }).data).toEqual({ ...base, body: [text('One')] });
  });
});
