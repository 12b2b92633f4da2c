/**
 * The parts owner reviews are composed from: believable owner voices, no real people. Each sentence
 * template takes the review's context (the owner's floorplan, trip, family and tow vehicle) so the
 * same template reads differently from review to review.
 */
import type { Random } from '../random';

export const FIRST_NAMES = ['Dave', 'Linda', 'Marcus', 'Jen', 'Tom', 'Rosa', 'Greg', 'Amy', 'Carlos', 'Beth', 'Ray', 'Tina', 'Mike', 'Priya', 'Sam', 'Donna', 'Kyle', 'Heather', 'Luis', 'Karen', 'Owen', 'Megan', 'Frank', 'Nora'];
export const LAST_INITIALS = ['A.', 'B.', 'C.', 'D.', 'F.', 'G.', 'H.', 'K.', 'L.', 'M.', 'P.', 'R.', 'S.', 'T.', 'W.'];

/** [city, state or province, postal code]: where reviewers live; the postal code places them on the map. */
export const PLACES: Array<[string, string, string]> = [
  ['Goshen', 'IN', '46526'], ['Elkhart', 'IN', '46514'], ['Boise', 'ID', '83702'], ['Bend', 'OR', '97701'], ['Flagstaff', 'AZ', '86001'],
  ['Knoxville', 'TN', '37902'], ['Asheville', 'NC', '28801'], ['Billings', 'MT', '59101'], ['Duluth', 'MN', '55802'], ['Austin', 'TX', '78701'],
  ['Tampa', 'FL', '33602'], ['Spokane', 'WA', '99201'], ['Grand Junction', 'CO', '81501'], ['Madison', 'WI', '53703'], ['Lancaster', 'PA', '17602'],
  ['Traverse City', 'MI', '49684'], ['Rapid City', 'SD', '57701'], ['Calgary', 'AB', 'T2P'], ['Kelowna', 'BC', 'V1Y'], ['London', 'ON', 'N6A'],
  ['Burlington', 'VT', '05401'], ['Savannah', 'GA', '31401'], ['Moab', 'UT', '84532'], ['Sacramento', 'CA', '95814'],
];

/** A floorplan an owner writes about, as the catalogue describes it. */
export interface ReviewFloorplan {
  name: string;
  rvType: 'travel-trailers' | 'fifth-wheels';
  toyHauler: boolean;
  lengthFt: number;
  slides: number;
  sleeps: number;
  bunks: boolean;
  bathrooms: number;
  bedType: string;
  acUnits: number;
}

/** What one review is about: filled in once per review, read by every template. */
export interface ReviewContext {
  brand: string;
  plan: ReviewFloorplan | null;
  /** "fifth wheel", "travel trailer" or "toy hauler" */
  rig: string;
  tow: string;
  family: string;
  destination: string;
  /** Another trip than `destination`, so a review does not name one place twice. */
  otherDestination: string;
  /** "fifth-wheel hitch" or "weight-distribution hitch", by the floorplan's type. */
  hitch: string;
  nights: number;
  season: string;
  months: number;
}

type Template = (c: ReviewContext, r: Random) => string;

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];
/** 1 -> "one", 3 -> "three", beyond six in digits. */
export const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const planName = (c: ReviewContext) => c.plan?.name ?? `${c.brand} ${c.rig}`;

/** Trips owners write about, with a point near each [name, latitude, longitude]: a reviewer names only trips near home. */
export const DESTINATION_POINTS: ReadonlyArray<readonly [string, number, number]> = [
  ['Yellowstone', 44.6, -110.5], ['the Outer Banks', 35.6, -75.5], ['the Black Hills', 44.0, -103.6], ['Door County', 45.0, -87.2],
  ['the Smokies', 35.6, -83.5], ['Big Bend', 29.3, -103.2], ['Glacier', 48.7, -113.8], ['the Oregon coast', 44.6, -124.05],
  ['Moab', 38.57, -109.55], ['the Florida Keys', 24.7, -81.1], ['Banff', 51.18, -115.57], ['Acadia', 44.34, -68.27],
  ['the Texas Hill Country', 30.27, -98.87], ['the Upper Peninsula', 46.5, -87.4], ['Lake Tahoe', 39.1, -120.04], ['the Ozarks', 36.5, -92.9],
  ['Grand Teton', 43.79, -110.68], ['Mount Rushmore', 43.88, -103.46], ['Cape Cod', 41.67, -70.3], ['the Badlands', 43.86, -102.34],
  ['Jasper', 52.87, -118.08], ['Sedona', 34.87, -111.76], ['the Finger Lakes', 42.6, -76.9], ['Gulf Shores', 30.25, -87.7],
];
export const FAMILIES = [
  'my wife and me', 'the two of us and our lab', 'a family of five', 'us and our three kids', 'two retirees and a very spoiled cat',
  'my husband, our twins and me', 'four adults and two dogs', 'me, my daughter and her two boys', 'our family of four',
  'the grandparents and three grandkids', 'my partner and me', 'two couples on a shared trip',
];
export const SEASONS = ['spring', 'summer', 'fall', 'winter', 'late spring', 'late summer'];
export const TRAVEL_TRAILER_TOWS = ['F-150', 'Silverado 1500', 'Ram 1500', 'Tundra', 'Expedition', 'Tahoe', 'Sierra 1500', 'Titan'];
export const HEAVY_TOWS = ['F-250', 'Ram 2500', 'Silverado 2500HD', 'F-350 dually', 'Ram 3500', 'Sierra 3500HD', 'F-350'];

/** First sentences, by how the owner feels. */
export const OPENERS: Record<'happy' | 'mixed' | 'unhappy', Template[]> = {
  happy: [
    (c) => `We picked up our ${planName(c)} ${c.months} months ago and have not stopped using it.`,
    (c) => `After ${c.months} months and a ${c.season} trip to ${c.destination}, we are very happy with our ${c.rig}.`,
    (c) => `This is our second RV and the ${planName(c)} is the one we should have bought first.`,
    (c) => `We are ${c.family}, and the ${planName(c)} fits us better than any floorplan we toured.`,
    (c) => `Just back from ${c.nights} nights near ${c.destination} in our ${planName(c)}, and it performed great.`,
    (c) => `Traded a smaller trailer for the ${planName(c)} last ${c.season} and it was the right call.`,
    (c) => `Our ${c.brand} has taken ${c.family} to ${c.destination} and back without a hiccup.`,
  ],
  mixed: [
    (c) => `We like our ${planName(c)}, but the first ${c.months} months have not been perfect.`,
    (c) => `Good floorplan, a few quality issues: that sums up our first ${c.season} with the ${c.brand}.`,
    (c) => `The ${planName(c)} is comfortable for ${c.family}, though we have a punch list for the dealer.`,
    (c) => `Three stars for now; the ${planName(c)} layout is great and the fit and finish could be better.`,
  ],
  unhappy: [
    (c) => `Our ${planName(c)} spent more time at the dealer than at campgrounds in the first ${c.months} months.`,
    (c) => `I wanted to love this ${c.rig}, but our first trip to ${c.destination} was a string of problems.`,
    (c) => `Disappointed with our ${c.brand} so far.`,
  ],
};

/** Sentences drawn from the floorplan's real features; each returns null when the plan lacks the feature. */
export const FLOORPLAN_LINES: Array<(c: ReviewContext, r: Random) => string | null> = [
  (c) => (c.plan && c.plan.slides >= 3 ? `With all ${numberWord(c.plan.slides)} slides out, the ${c.plan.name} feels far bigger than its ${c.plan.lengthFt} feet.` : null),
  (c) => (c.plan && c.plan.slides === 2 ? `With both slides out, the ${c.plan.name} feels far bigger than its ${c.plan.lengthFt} feet.` : null),
  (c) => (c.plan && c.plan.slides === 1 ? `The ${c.plan.name} has one slide, which keeps it light, and the living area still feels open.` : null),
  (c) => (c.plan && c.plan.slides === 0 ? `No slides on the ${c.plan.name} means less to go wrong, and setup takes ten minutes.` : null),
  (c) => (c.plan?.bunks ? `The bunks in the ${c.plan.name} are the kids' favorite spot, and they have their own space at night.` : null),
  (c) => (c.plan?.bunks ? `Bunk beds were a must for us, and the ${c.plan.name} bunkroom has room for bags and toys too.` : null),
  (c) => (c.plan && c.plan.bathrooms >= 1.5 ? `A second toilet in the ${c.plan.name} ends the morning line, worth every penny.` : null),
  (c) => (c.plan && c.plan.sleeps >= 8 ? `It sleeps ${c.plan.sleeps} on paper, and we have had ${c.plan.sleeps - 1} aboard on a rainy weekend without losing our minds.` : null),
  (c) => (c.plan && c.plan.bedType.includes('King') ? `The king bed in the ${c.plan.name} is the first RV bed we sleep in as well as at home.` : null),
  (c) => (c.plan && c.plan.acUnits >= 2 ? `With ${numberWord(c.plan.acUnits)} AC units the ${c.plan.name} stays cool even on a humid afternoon.` : null),
  (c) => (c.plan?.toyHauler ? `The garage in our ${c.plan.name} carries two bikes on the way and turns into a guest room at camp.` : null),
  (c) => (c.plan && c.plan.lengthFt <= 24 ? `At ${c.plan.lengthFt} feet the ${c.plan.name} fits state park sites that turn bigger rigs away.` : null),
  (c) => (c.plan && c.plan.lengthFt >= 38 ? `At ${c.plan.lengthFt} feet it is a lot of trailer to park, but the space inside is worth the planning.` : null),
];

export const TRIP_LINES: Template[] = [
  (c) => `We spent ${c.nights} nights near ${c.otherDestination} this ${c.season} and everything worked.`,
  (c) => `Our longest trip so far was ${c.nights} nights at ${c.otherDestination}.`,
  (c) => `${capital(c.otherDestination)} in the ${c.season} was our first big trip, ${c.nights} nights in all.`,
  (c) => `We have about ${c.nights * 3} nights in it now, the best of them near ${c.otherDestination}.`,
];

export const TOW_LINES: Template[] = [
  (c) => `It tows straight behind our ${c.tow}, even with trucks passing on the interstate.`,
  (c) => `Our ${c.tow} handles it fine with a well set-up ${c.hitch}.`,
  (c) => `We pull it with our ${c.tow}, and the dealer set up the ${c.hitch} in one afternoon.`,
  (c) => `Towing with the ${c.tow} is uneventful, which is exactly what you want.`,
];

/** What owners like; the first few hold for any floorplan. */
export const LIKES: Template[] = [
  (c) => `The kitchen in the ${planName(c)} has real counter space, so we cook most meals at the campsite.`,
  (c) => `Pass-through storage swallows chairs, the grill and a cooler, with room left for ${c.family === 'my wife and me' ? 'our bikes' : 'everyone\'s gear'}.`,
  (c) => `The heated underbelly got us through a surprise cold snap near ${c.destination} with no frozen lines.`,
  (c) => `Solar on the roof meant we skipped the generator for ${Math.min(c.nights, 5)} sunny days.`,
  (c) => `The shower in the ${planName(c)} is big enough for a grown man, a first for us in an RV.`,
  (c) => `Cabinet doors still close square after ${c.months} months of washboard roads.`,
  (c) => `The command center shows tanks and battery at a glance, which saved us a lot of guessing near ${c.destination}.`,
  (c) => `Our dealer did a thorough walk-through and still answers calls ${c.months} months after the sale.`,
  (c) => `The how-to videos got us through our first winterizing after that ${c.season} trip.`,
  (c) => `The ${c.season} evenings under the awning are our favorite part of owning the ${c.brand}.`,
  (c) => `The outdoor kitchen gets used more than we expected; we grilled every night at ${c.destination}.`,
  (c) => `Auto-leveling on the ${planName(c)} had us set up before the kids finished unbuckling.`,
  (c) => `The mattress in the ${planName(c)} is better than the one we had at home.`,
  (c) => `Big windows make the ${c.rig} bright inside even on a cloudy ${c.season} day.`,
];

/** Small gripes a happy or mixed owner mentions. */
export const MINOR_GRIPES: Template[] = [
  (c) => `The only thing I would change on the ${planName(c)} is the dim porch light.`,
  (c) => `The TV placement in the ${planName(c)} is awkward from the dinette.`,
  (c) => `The stock mattresses are thin; we added toppers after ${Math.min(c.nights, 4)} nights.`,
  (c) => `One cabinet latch came loose on the way to ${c.destination}, a two-minute fix.`,
  (c) => `The water pump in the ${planName(c)} is louder than we would like at night.`,
  (c) => `The black tank sensor reads a third full when empty, like every RV we have owned before this ${c.brand}.`,
  (c) => `We wish the fresh tank were bigger; ${c.nights} nights of boondocking needed two water runs.`,
  (c) => `The bathroom door in the ${planName(c)} swings into the hallway and blocks it.`,
];

/** Specific complaints from owners who had real trouble. */
export const COMPLAINTS: Template[] = [
  (c) => `The main slide motor failed on the way to ${c.destination} and the repair took five weeks.`,
  (c) => `Water came in around the bedroom window of our ${planName(c)} in the first heavy rain.`,
  (c) => `Two cabinet doors fell off their hinges within ${Math.min(c.months, 3)} months.`,
  (c) => `The furnace locked out repeatedly that ${c.season}, and the dealer could not find the fault on two visits.`,
  (c) => `Sealant around the roof vents of the ${planName(c)} was cracked when we took delivery.`,
  (c) => `The fridge stopped cooling on propane halfway through our ${c.nights}-night trip.`,
  (c) => `Warranty parts took weeks to arrive, and we missed two trips we had planned for ${c.season}.`,
  (c) => `The awning motor on the ${planName(c)} quit in the second month.`,
];

export const CLOSINGS: Record<'happy' | 'mixed' | 'unhappy', Template[]> = {
  happy: [
    () => 'Would buy again.',
    () => 'Highly recommend it to any family looking.',
    () => 'See you on the road!',
    (c) => `${c.family === 'my wife and me' ? 'We' : 'All of us'} are already planning next ${c.season}.`,
    () => 'No regrets.',
  ],
  mixed: [
    () => 'I would still buy it, but inspect everything at delivery.',
    () => 'Do a thorough walk-through before you sign.',
    () => 'If the dealer follows through, this will be a four-star review.',
  ],
  unhappy: [
    () => 'Customer service was polite, but we need the unit fixed.',
    () => 'Hoping the next season goes better.',
    () => 'Get every issue on paper at delivery.',
  ],
};

/** Review titles, by rating. */
export const TITLES: Record<1 | 2 | 3 | 4 | 5, Template[]> = {
  5: [() => 'Exactly what we wanted', (c) => `Love the ${c.plan?.name ?? c.brand}`, () => 'Best purchase we have made', (c) => `${capital(c.season)} trip to ${c.destination}`, () => 'Family approved', () => 'Built well, tows well', () => 'Worth the wait'],
  4: [() => 'Great trailer, small gripes', () => 'Very happy so far', (c) => `Solid ${c.rig}`, () => 'Almost perfect', () => 'Good value for the money'],
  3: [() => 'Good layout, some issues', () => 'Mixed first season', () => 'Needs better quality control'],
  2: [() => 'Too many trips to the dealer', () => 'Expected better'],
  1: [() => 'Not what we paid for', () => 'Frustrating first year'],
};
