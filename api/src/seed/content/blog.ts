/** The blog ({company}-life): a landing and 20 articles with tags and authors (spec: screens and routes; entities and fields, "Related story"). */
import type { Author, BlogDetailData, BlogLandingData, Slice } from '@rv/domain/content';
import { videoIdOf } from '@rv/domain/content';
import type { NewDocument } from '../../modules/content';
import { avatar, type ContentSeedOptions, doc, heading, link, paragraphs, scene, seedDate, slice } from './helpers';
import { POST_COPY } from './blog-copy';

export const BLOG_TAGS = ['destinations', 'camping-tips', 'rv-life', 'recipes', 'family', 'product-news'] as const;
type BlogTag = (typeof BLOG_TAGS)[number];

const AUTHORS: Author[] = [
  { name: 'Jenna Whitaker', role: 'Full-time RVer', avatar: avatar('jenna-whitaker', 'Jenna Whitaker') },
  { name: 'Marcus Bell', role: 'Product Specialist', avatar: avatar('marcus-bell', 'Marcus Bell') },
  { name: 'Rosa Delgado', role: 'Campground Cook', avatar: avatar('rosa-delgado', 'Rosa Delgado') },
  { name: 'Tom Lindqvist', role: 'Weekend Warrior', avatar: avatar('tom-lindqvist', 'Tom Lindqvist') },
];

/** [title, description, tags, lead paragraph] for each article, newest last. */
const POSTS: Array<[string, string, BlogTag[], string]> = [
  ['10 Lakeside Campgrounds Worth the Drive', 'Quiet sites, clear water and sunsets you will talk about all winter.', ['destinations'], 'From the Upper Peninsula to the Ozarks, these lakeside parks have long pull-through sites and water you can actually swim in.'],
  ['Your First Night in a Travel Trailer', 'What to pack, how to level and how to sleep well on night one.', ['camping-tips', 'family'], 'The first night sets the tone. Arrive in daylight, level side to side before you unhitch, and keep the checklist taped inside a cabinet door.'],
  ['Dutch Oven Peach Cobbler at Camp', 'A four-ingredient dessert that bakes over coals while you tell stories.', ['recipes'], 'Eight briquettes under, sixteen on the lid, and forty minutes later the whole loop knows what you are making.'],
  ['Full-Time on the Road: One Year In', 'The budget, the routines and the surprises of our first year living in a fifth wheel.', ['rv-life'], 'We sold the house, kept the dog and bought a fifth wheel with an office. Here is what twelve months taught us.'],
  ['Camping with Toddlers Without Losing Your Mind', 'Bunk setups, bedtime tricks and the gear that earns its space.', ['family', 'camping-tips'], 'A dark bunkroom, a white-noise fan and snacks at eye level: small changes that make the trip work for everyone.'],
  ['Five National Parks for Shoulder Season', 'Fewer crowds, cooler trails and open campsites in spring and fall.', ['destinations'], 'Shoulder season is the secret of seasoned RVers: the trails are quieter, sites are easier to book and the light is better.'],
  ['Meet the New Solar Packages', 'How our factory-installed panels and lithium batteries keep you off the grid longer.', ['product-news'], 'Every new package pairs roof panels with a lithium battery bank and an inverter sized for the coffee maker and the TV.'],
  ['Foil-Packet Dinners for Busy Campers', 'Five dinners you prep at home and cook on the grill in twenty minutes.', ['recipes', 'camping-tips'], 'Chop at home, seal in foil, keep in the fridge: dinner is ready before the campfire is.'],
  ['Boondocking 101', 'Water, power and etiquette for camping without hookups.', ['camping-tips', 'rv-life'], 'Dispersed camping rewards planning: know your tank sizes, your battery capacity and the local fire rules before you go.'],
  ['A Week on the Blue Ridge Parkway', 'Overlooks, bluegrass and the campgrounds that fit a 35 ft trailer.', ['destinations'], 'The Parkway is slow by design: 45 mph, hundreds of overlooks and campgrounds that fill early on weekends.'],
  ['Working Remotely from Your RV', 'Connectivity, a real desk and the campground etiquette of video calls.', ['rv-life'], 'A cell booster, a second data plan and a floorplan with a dedicated desk turned our fifth wheel into an office with a view.'],
  ['Campfire Breakfast Burritos', 'Make a dozen on Sunday, eat well all week.', ['recipes'], 'Scrambled eggs, peppers, potatoes and cheese wrapped tight in foil reheat perfectly on the grill grate.'],
  ['Teaching Kids to Read a Trail Map', 'Turn every hike into a game of landmarks and legends.', ['family'], 'Hand the map to the kids at the trailhead. Contour lines become a puzzle, and the hike becomes theirs.'],
  ['What Is New in the 2026 Lineup', 'Fresh floorplans, new decors and standard features across the product lines.', ['product-news'], 'This model year brings new bunkhouse layouts, two new interior decors and a wider standard-feature list.'],
  ['Desert Camping in Winter', 'Warm days, cold nights and how to keep your tanks happy in the Southwest.', ['destinations', 'camping-tips'], 'Southwest winters are made for camping: seventy-degree afternoons, star-filled nights and campgrounds with room to spread out.'],
  ['Our Favorite Campground Games', 'Cornhole is just the start: games for every age that pack small.', ['family', 'rv-life'], 'A bag of games by the door means the kids are outside before the awning is even out.'],
  ['How We Test Our Trailers', 'Inside the rain booth, the shaker table and the road course.', ['product-news'], 'Every unit passes a rain test before it leaves the line, and prototypes spend weeks on our shaker table.'],
  ['Skillet Cornbread and Chili Night', 'A one-pot dinner and a cast-iron side for cool evenings.', ['recipes', 'family'], 'Brown the meat, add the beans and let it simmer while the cornbread bakes in a skillet right beside it.'],
  ['Pacific Coast Highway by Trailer', 'Where to stop, where to fuel and which stretches to skip with a long rig.', ['destinations', 'rv-life'], 'Highway 1 is spectacular and narrow. Plan around the tight stretches, book the state parks early and take it slowly.'],
  ['Packing Lists That Actually Work', 'Keep a permanent kit in the trailer and pack less every trip.', ['camping-tips'], 'The trick is a kit that never leaves the trailer: kitchen, bath and tools stay packed, so you only bring clothes and food.'],
];

export const blogUid = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function blogDocuments({ companyName }: ContentSeedOptions): NewDocument[] {
  const uids = POSTS.map(([title]) => blogUid(title));
  const posts = POSTS.map(([title, description, tags, lead], i) => {
    const uid = uids[i];
    const copy = POST_COPY[title];
    if (!copy) throw new Error(`No text for blog post "${title}"`);
    const body: Slice[] = [
      slice('text', { text: [...paragraphs(lead), ...copy.sections.flatMap(([title, ...texts]) => [heading(title), ...paragraphs(...texts)])] }),
      ...(copy.list ? [slice('bulleted_list', { title: copy.list[0] }, copy.list[1].map((text) => ({ text })))] : []),
      slice('editorial_image', { orientation: i % 2 ? 'horizontal' : 'vertical', caption: 'Photos from the road.' }, [
        { image: scene(`${uid}-1`, `${title}, photo 1`) }, { image: scene(`${uid}-2`, `${title}, photo 2`) }, { image: scene(`${uid}-3`, `${title}, photo 3`) },
      ]),
      slice('pull_quote', { quote: copy.quote, attribution: AUTHORS[i % 4].name }),
      ...(i % 3 === 0 ? [slice('youtube', { title: `Watch: ${title}`, youtube_video_id: videoIdOf('blog', uid), poster_image: scene(`${uid}-video`, `Video still: ${title}`) })] : []),
      slice('related_story', { title: 'Keep reading' }, [1, 2, 3].map((step) => ({ story: link('blog_detail', uids[(i + step) % uids.length]) }))),
    ];
    const data: BlogDetailData = {
      title, meta_description: description, description, date: seedDate(i * 17).slice(0, 10), author: AUTHORS[i % AUTHORS.length],
      hero_image: scene(uid, title, { mobile: true }), body,
    };
    return doc('blog_detail', uid, data, { tags: [...tags], publishedAt: seedDate(i * 17) });
  });
  const landing: BlogLandingData = {
    title: `${companyName} Life`, meta_description: `Stories, recipes, destinations and tips from the ${companyName} community.`,
    intro: paragraphs('Trip ideas, campground recipes, owner stories and news from the factory floor.'),
    hero_image: scene('blog-hero', 'A family around a campfire beside their travel trailer', { mobile: true }),
    featured: link('blog_detail', uids[uids.length - 1]), body: [],
  };
  return [doc('blog_landing', 'blog', landing), ...posts];
}
