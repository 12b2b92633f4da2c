/** Type landings for the four RV types (/rv-type/{slug}) with the brands that build each. */
import { LEAD_BRANDS, TYPE_CLASSES } from '@rv/domain';
import type { TypeLandingData } from '@rv/domain/content';
import type { NewDocument } from '../../modules/content';
import { cta, doc, link, paragraphs, scene, slice, web, quizQuestionsInWords } from './helpers';

const TYPE_COPY: Record<string, { pitch: string; who: string; faq: [string, string] }> = {
  'travel-trailers': { pitch: 'Bumper-pull trailers from 18 to 40 feet, many light enough for an SUV or a half-ton truck.', who: 'First-time campers, families and weekend travellers.', faq: ['What can tow a travel trailer?', 'Ultra-lite models start under 4,000 lb; most mid-size SUVs and half-ton trucks tow them comfortably.'] },
  'fifth-wheels': { pitch: 'Tall ceilings, residential kitchens and bi-level floorplans towed from a hitch in the truck bed.', who: 'Long-stay travellers, full-timers and couples who want space.', faq: ['Do I need a special hitch?', 'Yes: a fifth-wheel hitch mounted in the bed of a pickup, usually three-quarter ton or larger.'] },
  'toy-haulers': { pitch: 'A living space and a garage in one, with a ramp door that becomes a patio.', who: 'Riders, racers and anyone who brings motorcycles, ATVs or bikes.', faq: ['How big is the garage?', 'From 8 to 15 feet depending on the floorplan, with tie-downs rated for your toys.'] },
  'destination-trailers': { pitch: 'Wide, tall trailers made to park for the season at a lake, resort or family land.', who: 'Seasonal campers and anyone who wants a cottage on wheels.', faq: ['Can I move it myself?', 'Most owners have them delivered; they are built to stay put, not to tow every weekend.'] },
};

export function typeLandingDocuments(): NewDocument[] {
  return TYPE_CLASSES.map((type) => {
    const copy = TYPE_COPY[type.slug];
    const brands = LEAD_BRANDS.filter((b) => b.typeClasses.includes(type.slug));
    const data: TypeLandingData = {
      title: type.name, meta_description: `${type.name}: ${copy.pitch}`, type_class: type.slug,
      hero_image: scene(`type-${type.slug}-hero`, type.name, { mobile: true }),
      intro: paragraphs(copy.pitch, `Best for: ${copy.who}`),
      brands: brands.map((b) => ({ brand: link('brands_landing', b.slug) })),
      body: [
        slice('explore_brands', { title: `Brands that build ${type.name.toLowerCase()}`, description: copy.who }, brands.map((b) => ({ brand: link('brands_landing', b.slug) }))),
        slice('callouts_2', { title: 'Compare and choose', background_color: 'neutral-50' }, [
          { image: scene(`type-${type.slug}-compare`, 'Floorplans side by side'), title: 'Compare floorplans', description: 'Filter by length, weight and sleeping capacity.', ...cta('RV Finder', web(`/product?brandType=${type.slug}`)) },
          { image: scene(`type-${type.slug}-match`, 'The Get Matched quiz'), title: 'Get Matched', description: `Let ${quizQuestionsInWords} narrow it down.`, ...cta('Take the Quiz', web('/get-matched')) },
        ]),
        slice('faq', { title: `${type.name} FAQ` }, [{ question: copy.faq[0], answer: paragraphs(copy.faq[1]) }]),
      ],
    };
    return doc('type_landing', type.slug, data, { tags: [type.slug] });
  });
}
