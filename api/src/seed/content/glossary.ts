/** The RV glossary (plain-language specs): one `glossary_term` document per term, editable like any document. */
import { GLOSSARY_TYPE, type GlossaryTermData, type GlossaryUid } from '@rv/domain/catalog';
import type { NewDocument } from '../../modules/content';

type SeedTerm = Omit<GlossaryTermData, 'stands_for'> & { stands_for?: string };

const TERMS: Record<GlossaryUid, SeedTerm> = {
  gvwr: {
    term: 'GVWR', stands_for: 'Gross Vehicle Weight Rating',
    short_definition: 'The most the trailer may weigh fully loaded: the trailer itself plus water, propane and everything you pack.',
    definition: 'The maker sets the GVWR for the axles, tires and frame. Never load past it. When you check a tow vehicle, compare its towing capacity with the GVWR, not the dry weight: a trailer is rarely towed empty.',
  },
  uvw: {
    term: 'UVW', stands_for: 'Unloaded Vehicle Weight',
    short_definition: 'What the trailer weighs as it leaves the factory, before water, propane, dealer options and your gear. Our spec sheets call it shipping weight.',
    definition: 'UVW includes the standard equipment built in at the factory. Dealer-installed options, batteries and a full propane tank add to it. Subtract UVW from GVWR to get the cargo carrying capacity.',
  },
  'dry-weight': {
    term: 'Dry weight',
    short_definition: 'Another name for the unloaded (shipping) weight: the trailer with empty tanks and nothing packed.',
    definition: 'Dry weight is useful for comparing floorplans, but you will tow the trailer loaded. Plan with GVWR, or with dry weight plus everything you carry, whichever you know better.',
  },
  ccc: {
    term: 'CCC', stands_for: 'Cargo Carrying Capacity',
    short_definition: 'How much you may add to the trailer: GVWR minus the unloaded weight. Water, propane, food, clothes and gear all count.',
    definition: 'Fresh water weighs about 8.3 lb a gallon, so a full 50-gallon tank uses over 400 lb of it. Our spec sheets show CCC as carrying capacity.',
  },
  'hitch-weight': {
    term: 'Hitch weight (pin weight)',
    short_definition: 'The part of the trailer’s weight that presses down on your truck: tongue weight on a travel trailer, pin weight on a fifth wheel.',
    definition: 'Hitch weight counts against your truck’s payload, together with passengers and whatever rides in the bed. A travel trailer usually puts 10 to 15 % of its weight on the hitch, a fifth wheel 15 to 25 % on the pin.',
  },
  'towing-capacity': {
    term: 'Towing capacity',
    short_definition: 'The heaviest trailer your vehicle’s maker says it can pull. It is on the door-jamb sticker or in the owner’s manual.',
    definition: 'Compare it with the trailer’s GVWR. Our tow match keeps a 20 % margin below it, so mountains, wind and a full load stay comfortable.',
  },
  payload: {
    term: 'Payload',
    short_definition: 'How much weight your truck may carry in the cab and bed, hitch or pin weight included.',
    definition: 'Payload is usually what runs out first with a fifth wheel: the pin weight, the hitch itself, passengers and gear all count against it.',
  },
  bh: {
    term: 'BH', stands_for: 'Bunkhouse',
    short_definition: 'A floorplan with a bunk room or bunk beds, usually at the rear: the family layout.',
    definition: 'The letters at the end of a floorplan name tell its layout: 273BH is a bunkhouse. Some bunk rooms double as an office or storage room.',
  },
  rl: {
    term: 'RL', stands_for: 'Rear Living',
    short_definition: 'The living room sits at the back, often with big rear windows, theater seating or a fireplace.',
    definition: 'In a rear living floorplan the bedroom is at the front and the kitchen in the middle.',
  },
  rk: {
    term: 'RK', stands_for: 'Rear Kitchen',
    short_definition: 'The kitchen is at the back of the trailer, leaving the middle open for living space.',
    definition: 'Rear kitchen floorplans often have a large kitchen island and plenty of counter space.',
  },
  fk: {
    term: 'FK', stands_for: 'Front Kitchen',
    short_definition: 'The kitchen is at the front, with the bedroom at the rear.',
    definition: 'In a fifth wheel a front kitchen sits below the raised front section, so the bedroom moves to the rear.',
  },
  'slide-outs': {
    term: 'Slide-outs',
    short_definition: 'Sections of wall that slide out when you are parked, widening the living space. They slide in for the road.',
    definition: 'More slide-outs mean more room at camp, and a little more weight. Check that the trailer is usable with the slides in, for stops on the way.',
  },
  'fifth-wheel-vs-travel-trailer': {
    term: 'Fifth wheel vs. travel trailer',
    short_definition: 'A travel trailer hitches to a ball on the bumper; a fifth wheel hitches in the bed of a pickup truck.',
    definition: 'Travel trailers can be towed by SUVs and trucks and come lighter. Fifth wheels need a pickup with a bed hitch, tow steadier, and have a raised front section, usually the bedroom.',
  },
  'toy-hauler-garage': {
    term: 'Toy-hauler garage',
    short_definition: 'A garage at the rear with a ramp door for motorcycles, ATVs or bikes. Our specs give its length and floor area.',
    definition: 'When the toys are out, the garage often becomes a second living room or bedroom with fold-down sofas or a bed. The ramp door may double as a patio.',
  },
};

export function glossaryDocuments(): NewDocument[] {
  return Object.entries(TERMS).map(([uid, { stands_for: standsFor = null, ...rest }]) => {
    const data: GlossaryTermData = { ...rest, stands_for: standsFor };
    return { uid, type: GLOSSARY_TYPE, data: { ...data } };
  });
}
