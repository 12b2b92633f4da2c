/** The home page: a body of blocks a first-time visitor sees (spec: screens and routes, slide banner, banners, callouts ...). */
import { LEAD_BRANDS, TYPE_CLASSES } from '@rv/domain';
import { TYPE_CLASS_SINGULAR } from '@rv/domain/copy';
import type { HomePageData } from '@rv/domain/content';
import type { NewDocument } from '../../modules/content';
import { blogUid } from './blog';
import { cta, type ContentSeedOptions, doc, link, paragraphs, scene, slice, web, quizQuestionsInWords, capitalised } from './helpers';

const FEATURED_BRANDS = ['montana', 'cougar', 'outback', 'passport', 'fuzion', 'alpine', 'springdale', 'residence'];

export function homeDocuments({ companyName }: ContentSeedOptions): NewDocument[] {
  const data: HomePageData = {
    title: `${companyName} | Travel Trailers, Fifth Wheels and Toy Haulers`,
    meta_description: `Browse ${LEAD_BRANDS.length} product lines of towable RVs, compare floorplans and find a dealer near you.`,
    meta_image: scene('home-slide-1', 'A fifth wheel at a mountain lake'),
    body: [
      slice('xfader', { slide_speed: 6 }, [
        { image: scene('home-slide-1', 'A fifth wheel parked at a mountain lake at dawn'), mobile_image: scene('home-slide-1-mobile', 'A fifth wheel at a mountain lake'),
          title: 'Go Beyond', subtitle: 'Twenty-one product lines. One that fits the way you camp.', copy_position: 'Middle Left', copy_color: 'White',
          ...cta('Find Your RV', web('/get-matched')) },
        { image: scene('home-slide-2', 'A family beside a travel trailer in a pine forest'), mobile_image: scene('home-slide-2-mobile', 'A family beside a travel trailer'),
          title: 'Room for Everyone', subtitle: 'Bunkhouse floorplans with space for the whole crew.', copy_position: 'Center', copy_color: 'White',
          ...cta('Shop Travel Trailers', link('type_landing', 'travel-trailers'), 'light-primary') },
        { image: scene('home-slide-3', 'A toy hauler with its ramp door down as a patio'), mobile_image: scene('home-slide-3-mobile', 'A toy hauler ramp patio'),
          title: 'Bring the Toys', subtitle: 'Toy haulers with garages up to 15 feet.', copy_position: 'Bottom Right', copy_color: 'Black',
          ...cta('Shop Toy Haulers', link('type_landing', 'toy-haulers'), 'secondary') },
      ]),
      slice('explore_brands', { title: 'Explore Our Brands', description: 'From ultra-lite trailers to four-season fifth wheels.' },
        FEATURED_BRANDS.map((uid) => ({ brand: link('brands_landing', uid) }))),
      slice('grid_callout', { title: 'Shop by RV Type', description: 'Four ways to hit the road.' }, TYPE_CLASSES.map((t) => ({
        image: scene(`type-${t.slug}`, t.name), title: t.name, description: `Compare every ${TYPE_CLASS_SINGULAR[t.slug]} floorplan.`,
        ...cta(`Shop ${t.name}`, link('type_landing', t.slug), 'transparent'),
      }))),
      slice('in_page_banner', {
        image: scene('home-banner', 'A travel trailer under the stars'), mobile_image: scene('home-banner-mobile', 'A travel trailer under the stars'),
        video_url: '/api/media/scene/home-banner.svg', title: 'Built for the Road Ahead', subtitle: 'See how we engineer, test and build every RV.',
        copy_position: 'Middle Center', theme: 'dark', ...cta('Our Innovations', link('innovation_landing', 'innovations'), 'light-primary'),
      }),
      slice('callouts_3', { title: 'Plan Your Next RV', background_color: 'neutral-50' }, [
        { image: scene('callout-match', 'A couple looking at floorplans'), title: 'Get Matched', description: `${capitalised(quizQuestionsInWords)}, your best floorplans.`, ...cta('Take the Quiz', web('/get-matched')) },
        { image: scene('callout-build', 'A fifth wheel interior'), title: 'Build & Price', description: 'Choose options and decor, see your price.', ...cta('Build Yours', web('/build-my-rv')) },
        { image: scene('callout-dealer', 'A dealer lot at sunset'), title: 'Find a Dealer', description: 'Over 500 dealers across North America.', ...cta('Find a Dealer', web('/find-a-dealer')) },
      ]),
      slice('tabbed_slider', { title: 'Features You Will Love', slides: link('tabbed_slider_slides', 'home-features') }),
      slice('testimonials', { title: 'From Our Owners', brand_code: null, count: 6 }),
      slice('callout_banner', {
        title: 'Owner Support', subtitle: 'Answers when you need them', description: paragraphs('Articles, videos and manuals for every product line, written by our service team.'),
        mobile_image: scene('owners-banner-mobile', 'An owner with a tablet beside a trailer'), tablet_image: scene('owners-banner-tablet', 'An owner with a tablet beside a trailer'),
        desktop_image: scene('owners-banner', 'An owner with a tablet beside a trailer'), video_url: null, box_position: 'left', background_color: null,
        ...cta('Visit Owner Support', link('or_landing', 'owners'), 'light-secondary'),
      }),
      slice('related_story', { title: `From ${companyName} Life` }, ['packing-lists-that-actually-work', 'pacific-coast-highway-by-trailer', 'skillet-cornbread-and-chili-night']
        .map((title) => ({ story: link('blog_detail', blogUid(title)) }))),
      slice('faq', { title: 'Frequently Asked Questions' }, [
        { question: 'What can my vehicle tow?', answer: paragraphs('Check your tow rating and payload on the door-jamb sticker, then compare with the dry and gross weights on each floorplan. Our Get Matched quiz filters by tow vehicle.') },
        { question: 'Where can I see an RV in person?', answer: paragraphs('Use the dealer locator to find dealers near you and the brands they carry.') },
        { question: 'What does the warranty cover?', answer: paragraphs('Every new RV carries a limited warranty; see the warranty page for terms by product line.') },
      ]),
      slice('call_to_action', { title: 'Ready to Go Beyond?', description: 'Search dealer inventory near you.', theme: 'primary', ...cta('Search Inventory', web('/inventory'), 'light-primary') }),
    ],
  };
  return [doc('home_page', 'home', data)];
}
