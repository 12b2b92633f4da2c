/** Words the review seed composes reviews from: believable owner voices, no real people. */
export const FIRST_NAMES = ['Dave', 'Linda', 'Marcus', 'Jen', 'Tom', 'Rosa', 'Greg', 'Amy', 'Carlos', 'Beth', 'Ray', 'Tina', 'Mike', 'Priya', 'Sam', 'Donna', 'Kyle', 'Heather', 'Luis', 'Karen', 'Owen', 'Megan', 'Frank', 'Nora'];
export const LAST_INITIALS = ['A.', 'B.', 'C.', 'D.', 'F.', 'G.', 'H.', 'K.', 'L.', 'M.', 'P.', 'R.', 'S.', 'T.', 'W.'];

/** [city, state or province] */
export const PLACES: Array<[string, string]> = [
  ['Goshen', 'IN'], ['Elkhart', 'IN'], ['Boise', 'ID'], ['Bend', 'OR'], ['Flagstaff', 'AZ'], ['Knoxville', 'TN'], ['Asheville', 'NC'],
  ['Billings', 'MT'], ['Duluth', 'MN'], ['Austin', 'TX'], ['Tampa', 'FL'], ['Spokane', 'WA'], ['Grand Junction', 'CO'], ['Madison', 'WI'],
  ['Lancaster', 'PA'], ['Traverse City', 'MI'], ['Rapid City', 'SD'], ['Calgary', 'AB'], ['Kelowna', 'BC'], ['London', 'ON'],
  ['Burlington', 'VT'], ['Savannah', 'GA'], ['Moab', 'UT'], ['Sacramento', 'CA'],
];

/** [title, sentence] pairs, one topic each; a review joins two of them. */
export const TOPICS: Array<[string, string]> = [
  ['Tows like a dream', 'It tows straight and steady behind our half-ton, even in crosswinds on I-80.'],
  ['Perfect for the family', 'The bunkhouse keeps the kids happy and we still have our own space up front.'],
  ['Great dealer experience', 'Our dealer walked us through every system at delivery and answered calls after.'],
  ['Four seasons for real', 'We camped at 12 degrees and the heated tanks and furnace kept everything working.'],
  ['Kitchen we actually cook in', 'The island and the big fridge mean we eat at the campsite instead of out.'],
  ['Solar changed how we camp', 'Three days boondocking without running the generator once.'],
  ['Quality you can see', 'Cabinet doors close square and nothing rattled loose after two seasons.'],
  ['Full-timing happily', 'We have lived in it for a year and it still feels like home.'],
  ['Easy to set up', 'Auto-leveling and the slides mean we are set up in fifteen minutes.'],
  ['Warranty handled well', 'A slide motor failed in the first month and it was replaced under warranty within a week.'],
  ['Storage everywhere', 'The pass-through storage swallows chairs, grill and bikes with room to spare.'],
  ['Quiet and cool', 'Two AC units keep it cool in Texas summer and they are quieter than our last rig.'],
  ['First RV, no regrets', 'As first-time owners we were nervous, but the how-to videos got us through every hookup.'],
  ['Toy hauler done right', 'The garage fits two dirt bikes and turns into a second bedroom at night.'],
];

/** What a few owners add at the end. */
export const CLOSINGS = ['Would buy again.', 'Highly recommend.', 'See you on the road!', '', 'Five stars from our family.', ''];
