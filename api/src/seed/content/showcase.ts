/** The body of /why-choose-us: the editorial blocks no other seeded page uses, so every block has an example. */
import type { Slice } from '@rv/domain/content';
import { brandLogo, cta, icon, link, noCta, paragraphs, scene, slice, web, quizQuestionsInWords, capitalised } from './helpers';

/**
 * The owners' smart-control app that the app callout promotes. Neither the spec nor the content names
 * the app, so its store identities are decided here, in this one place: the App Store id and the
 * Google Play package name. Its buttons open the app's own store pages, not the stores' home pages.
 */
export const SMART_CONTROL_APP = {
  appStoreId: '6474135020',
  googlePlayPackage: 'com.keystonerv.smartcontrol',
} as const;
const appStoreUrl = `https://apps.apple.com/us/app/rv-smart-control/id${SMART_CONTROL_APP.appStoreId}`;
const googlePlayUrl = `https://play.google.com/store/apps/details?id=${SMART_CONTROL_APP.googlePlayPackage}`;

export function showcaseBody(): Slice[] {
  return [
    slice('callout', {
      title: 'Built Here, Camped Everywhere', description: paragraphs('Every RV is built in northern Indiana by people who camp.'),
      icon: icon('factory', ''), background_image: scene('why-callout', 'Our Goshen plant'), video_url: null, theme: 'dark',
      ...cta('Our Story', link('split_content', 'about-us'), 'light-primary'),
    }),
    slice('callouts_1', { title: 'Construction', background_color: '' }, [
      { image: scene('why-frame', 'A welded aluminum frame'), title: 'Welded aluminum frames', description: 'Lighter and stronger than wood, with a walk-on roof on most models.', ...cta('See Innovations', link('innovation_landing', 'innovations')) },
    ]),
    slice('callouts_2', { title: 'Support', background_color: 'neutral-50' }, [
      { image: scene('why-support', 'A customer-service agent'), title: 'Owner support', description: 'Articles, videos and real people who answer.', ...cta('Owner Support', link('or_landing', 'owners')) },
      { image: scene('why-dealers', 'A dealer handing over keys'), title: 'Dealer network', description: 'Over 500 dealers for sales and service.', ...cta('Find a Dealer', web('/find-a-dealer')) },
    ]),
    slice('container_callouts', { title: 'Made for the way you camp', description: 'Four families, four kinds of trips.', background_color: 'neutral-100' }, [
      { image: scene('why-family', 'A family at a campfire'), title: 'Families', description: 'Bunkhouses and outdoor kitchens.', ...cta('Travel Trailers', link('type_landing', 'travel-trailers'), 'secondary') },
      { image: scene('why-couples', 'A couple on a patio'), title: 'Couples', description: 'Rear living and king beds.', ...cta('Fifth Wheels', link('type_landing', 'fifth-wheels'), 'secondary') },
      { image: scene('why-toys', 'Dirt bikes in a garage'), title: 'Adventurers', description: 'Garages for the toys.', ...cta('Toy Haulers', link('type_landing', 'toy-haulers'), 'secondary') },
      { image: scene('why-seasonal', 'A trailer at a lake resort'), title: 'Seasonal campers', description: 'Set up once, stay all summer.', ...cta('Destination Trailers', link('type_landing', 'destination-trailers'), 'secondary') },
    ]),
    slice('callout_group', { title: 'Tools to plan your trip', background_color: '' }, [
      { image: scene('why-quiz', 'A phone with the quiz'), title: 'Get Matched', description: `${capitalised(quizQuestionsInWords)} to your floorplans.`, ...cta('Start', web('/get-matched')) },
      { image: scene('why-finder', 'The RV finder'), title: 'RV Finder', description: 'Filter every floorplan.', ...cta('Search', web('/product')) },
      { image: scene('why-broken', 'A retired page'), title: 'Retired tool', description: 'Its page was removed; the card hides its link.', ...cta('Open', link('page', 'retired-tool')) },
    ]),
    slice('split_callout', {
      image: scene('why-split', 'A kitchen island in a fifth wheel'), image_position: 'left', eyebrow: 'Inside', title: 'Residential comfort',
      description: paragraphs('Solid-surface counters, real pantries and furniture you will want at home.'), background_color: 'neutral-200', ...noCta,
    }),
    slice('brand_callout', {
      brand_logo: brandLogo('montana', 'Montana'), title: 'Montana: the legend of the road', description: paragraphs('The best-selling luxury fifth wheel, season after season.'),
      image: scene('why-montana', 'A Montana fifth wheel'), theme: 'light', ...cta('Explore Montana', link('brands_landing', 'montana')),
    }),
    slice('flexible_text', {
      title: 'Our Quality Promise', copy: paragraphs('Every unit passes a 200-point inspection and a rain test before it leaves the plant.'),
      modal_button_label: 'Read the checklist', modal_title: 'The 200-point inspection', modal_size: 'large',
      modal_copy: paragraphs('Frame and welds, roof seals, plumbing pressure test, 12 V and 120 V circuits, appliances, slides and a final road test.'), ...noCta,
    }),
    slice('flexible_text', {
      title: 'Talk to an expert', copy: paragraphs('Our product specialists answer questions about any floorplan.'),
      modal_button_label: null, modal_title: null, modal_copy: [], modal_size: null, ...cta('Contact Us', web('/contact-us'), 'secondary'),
    }),
    slice('gallery', { title: 'Life on the road' }, [1, 2, 3, 4, 5, 6].map((n) => ({ image: scene(`why-gallery-${n}`, `Owner photo ${n}`), caption: `Owner photo ${n}` }))),
    slice('quote', { quote: 'Our third trailer from the same family of builders, and the best yet.', attribution: 'Dana R., Boise, ID', color: 'light' }),
    slice('youtube', { title: 'Plant tour', youtube_video_id: 'plant-tour', poster_image: scene('why-plant-tour', 'The Goshen plant floor') }),
    slice('embed', { title: 'Where our dealers are', embed_url: '/api/media/region-map.svg', aspect_ratio: '16:9' }),
    slice('app_callout', {
      title: 'Your RV in your pocket', description: paragraphs('Control lights, slides and levelling, and check tanks and batteries from the app.'),
      image: scene('why-app', 'The smart-control app on a phone', { width: 600, height: 800 }),
      app_store_link: web(appStoreUrl, '_blank'), google_play_link: web(googlePlayUrl, '_blank'),
    }),
  ];
}
