import { SPEC_DEFINITIONS } from './spec-codes';
import {
  floorplanCodeTerm, GLOSSARY_TERM_BY_SPEC, GLOSSARY_TERMS_BY_SECTION, GLOSSARY_UIDS, sortGlossaryTerms, type GlossaryTerm,
} from './glossary';

const term = (uid: string, text: string): GlossaryTerm => ({ uid, term: text, stands_for: null, short_definition: '', definition: '' });

describe('plain-language specs: which term explains what', () => {
  it('covers the terms shoppers trip over', () => {
    expect(GLOSSARY_UIDS).toEqual(expect.arrayContaining([
      'gvwr', 'uvw', 'ccc', 'hitch-weight', 'dry-weight', 'bh', 'rl', 'rk', 'fk', 'slide-outs', 'fifth-wheel-vs-travel-trailer', 'toy-hauler-garage',
    ]));
  });

  it('maps only known spec codes and known terms', () => {
    const codes = SPEC_DEFINITIONS.map((d) => d.code);
    for (const [code, uid] of Object.entries(GLOSSARY_TERM_BY_SPEC)) {
      expect(codes).toContain(code);
      expect(GLOSSARY_UIDS).toContain(uid);
    }
    for (const uids of Object.values(GLOSSARY_TERMS_BY_SECTION)) for (const uid of uids ?? []) expect(GLOSSARY_UIDS).toContain(uid);
  });

  it.each([
    ['3901RK', 'rk'], ['273BH', 'bh'], ['295RL', 'rl'], ['381FK', 'fk'], ['293rk', 'rk'], ['280QB', null], ['BH', null], ['', null],
  ])('floorplan %s has the layout term %p', (referenceId, uid) => {
    expect(floorplanCodeTerm(referenceId)).toBe(uid);
  });

  it('sorts the glossary alphabetically ignoring case', () => {
    expect(sortGlossaryTerms([term('uvw', 'UVW'), term('bh', 'BH'), term('ccc', 'CCC'), term('dry', 'dry weight')]).map((t) => t.term))
      .toEqual(['BH', 'CCC', 'dry weight', 'UVW']);
  });
});
