/** Innovations: a landing and eight innovation pages (spec: screens and routes, /innovations). */
import type { InnovationData, InnovationLandingData } from '@rv/domain/content';
import type { NewDocument } from '../../modules/content';
import { bullets, cta, doc, heading, icon, paragraphs, scene, seedDate, slice, slugify, web } from './helpers';

/** [title, summary, brands that carry it, three benefits] */
const INNOVATIONS: Array<[string, string, string[], string[]]> = [
  ['SolarFlex Power', 'Factory-installed roof solar, lithium batteries and an inverter sized for real appliances.', ['cougar', 'montana', 'outback'], ['Up to 600 W of roof solar', 'Lithium batteries with a 10-year life', 'Runs the residential fridge overnight']],
  ['Azdel Composite Walls', 'Lighter, stronger sidewalls that never rot and insulate better than lauan.', ['outback', 'passport', 'bullet'], ['Moisture and rot resistant', 'About 40 percent lighter than wood', 'Better sound and heat insulation']],
  ['Four-Season Climate Package', 'Heated and enclosed underbelly, thermal-pane windows and ducted heat to the tanks.', ['alpine', 'avalanche', 'montana'], ['Rated for 0 degree camping', 'Heated holding tanks', 'R-38 roof insulation']],
  ['Smart Home Control', 'Lights, levelling, awnings, tanks and slides from one panel and your phone.', ['alpine', 'montana', 'fuzion'], ['One app for every system', 'Tank and battery levels at a glance', 'Scenes for arrival and departure']],
  ['Auto-Level Hydraulics', 'Six-point hydraulic levelling that sets up the coach with one button.', ['alpine', 'fuzion', 'raptor'], ['Level in under two minutes', 'Memory for your favorite site', 'Auto-retract on ignition']],
  ['Residential Kitchens', 'Full-size fridges, induction cooktops and kitchen islands with real prep space.', ['montana', 'sprinter', 'residence'], ['Up to 18 cu ft refrigerator', 'Induction and gas cooktops', 'Solid-surface countertops']],
  ['Toy Hauler Garage Systems', 'Ramp-door patios, tie-down rings rated to 5,000 lb and a fuel station.', ['fuzion', 'raptor', 'carbon', 'impact'], ['Ramp door becomes a patio', '30-gallon fuel station', 'Happijac bed lifts']],
  ['Road Armor Suspension', 'Independent suspension and disc brakes for smoother, quieter towing.', ['cougar', 'avalanche', 'sprinter'], ['Independent trailing arms', 'Hydraulic disc brakes', 'Less wear on your cabinets and you']],
];

export function innovationDocuments(): NewDocument[] {
  const items = INNOVATIONS.map(([title, summary, brands, benefits], i) => {
    const uid = slugify(title);
    const data: InnovationData = {
      title, meta_description: summary, summary, brands, icon: icon(uid, ''), hero_image: scene(`innovation-${uid}`, title, { mobile: true }),
      body: [
        slice('copy_block', { eyebrow: 'Innovation', title, copy: paragraphs(summary, 'Engineered and tested in Goshen, Indiana, and built into the product lines listed below.'), alignment: 'left' }),
        slice('bulleted_list', { title: 'Why it matters' }, benefits.map((text) => ({ text }))),
        slice('split_callout', {
          image: scene(`innovation-${uid}-detail`, `${title} detail`), image_position: i % 2 ? 'left' : 'right', eyebrow: 'Available on',
          title: brands.map((b) => b[0].toUpperCase() + b.slice(1)).join(', '), description: paragraphs('Ask your dealer which floorplans include it as standard.'),
          background_color: 'neutral-50', ...cta('Find a Dealer', web('/find-a-dealer'), 'secondary'),
        }),
      ],
    };
    return doc('innovation', uid, data, { publishedAt: seedDate(30 + i * 20) });
  });
  const landing: InnovationLandingData = {
    title: 'Innovations', meta_description: 'The engineering behind our RVs: power, climate, construction and control.',
    intro: [heading('Engineering that goes further'), ...paragraphs('Our engineers camp in what they build. These are the ideas that came back from the road.'), ...bullets('Designed in-house', 'Tested on our road course', 'Backed by our warranty')],
    hero_image: scene('innovations-hero', 'Solar panels on a travel trailer roof', { mobile: true }),
    body: [],
  };
  return [doc('innovation_landing', 'innovations', landing), ...items];
}
