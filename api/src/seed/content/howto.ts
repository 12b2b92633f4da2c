/** Owner how-to library: a landing and ten how-to articles (spec §2 /owners-how-to). */
import type { HowtoDetailData, HowtoLandingData } from '@rv/shared-lib/content/content-types';
import { videoIdOf } from '@rv/shared-lib/content/video-ids';
import type { NewDocument } from '../../modules/content/repository';
import { doc, paragraphs, scene, seedDate, slice, slugify } from './helpers';

/** [title, summary, difficulty, time, tools, steps] */
const HOWTOS: Array<[string, string, HowtoDetailData['difficulty'], string, string[], string[]]> = [
  ['How to Winterize Your RV', 'Drain, bypass and protect the plumbing before the first freeze.', 'Moderate', '1 hour', ['RV antifreeze', 'Water pump converter kit'], ['Drain the fresh, grey and black tanks', 'Bypass the water heater', 'Pump antifreeze until every faucet runs pink', 'Pour antifreeze into each drain trap']],
  ['How to Hitch a Fifth Wheel', 'A safe, repeatable hitching routine with a pull test every time.', 'Easy', '15 minutes', ['Wheel chocks'], ['Chock the trailer and lower the tailgate', 'Set the pin box height just below the hitch plate', 'Back until the jaws lock', 'Do a pull test and connect the breakaway cable']],
  ['How to Sanitize the Fresh Water System', 'Keep drinking water clean with a twice-a-year bleach flush.', 'Easy', '4 hours', ['Unscented bleach', 'Funnel'], ['Mix a quarter cup of bleach per 15 gallons', 'Fill the tank and run every faucet', 'Let it sit for four hours', 'Drain and flush twice with fresh water']],
  ['How to Reseal the Roof', 'Inspect and touch up lap sealant to keep water out.', 'Moderate', '2 hours', ['Self-levelling lap sealant', 'Caulk gun', 'Plastic scraper'], ['Clean the roof with a mild cleaner', 'Inspect seams, vents and edges', 'Remove loose sealant', 'Apply new sealant over the old bead']],
  ['How to Maintain Slide-Out Seals', 'Clean and condition the wipers so slides seal and move freely.', 'Easy', '30 minutes', ['Seal conditioner', 'Soft brush'], ['Extend the slide fully', 'Brush away grit from the wipers', 'Apply conditioner to every seal', 'Cycle the slide twice']],
  ['How to Check Tire Pressure and Torque', 'Before every trip: pressure cold, lug nuts to spec.', 'Easy', '20 minutes', ['Tire gauge', 'Torque wrench'], ['Check pressure cold, before driving', 'Inflate to the sidewall placard value', 'Torque lug nuts in a star pattern', 'Re-check torque after the first 50 miles']],
  ['How to Care for Lithium Batteries', 'Storage, charging and monitoring for long battery life.', 'Easy', '10 minutes', ['Battery monitor app'], ['Store around 50 percent charge', 'Use the lithium charging profile', 'Keep the disconnect off in storage', 'Check cell balance each season']],
  ['How to Light the Furnace and Water Heater', 'Use the electronic ignition safely and know when to call service.', 'Easy', '5 minutes', [], ['Open the propane tank valve', 'Turn on the water heater switch', 'Set the thermostat above room temperature', 'Listen for the blower and ignition']],
  ['How to Level Your Trailer', 'Side to side first, then front to back, then stabilize.', 'Easy', '15 minutes', ['Leveling blocks', 'Bubble level'], ['Level side to side with blocks', 'Chock the wheels', 'Level front to back with the tongue jack', 'Lower stabilizers just to contact']],
  ['How to Dump Tanks the Clean Way', 'Black first, grey second, and a rinse that keeps sensors honest.', 'Easy', '15 minutes', ['Sewer hose', 'Gloves'], ['Connect the hose at both ends', 'Open the black valve and drain', 'Open the grey valve to rinse the hose', 'Flush the black tank and close both valves']],
];

export function howtoDocuments(): NewDocument[] {
  const items = HOWTOS.map(([title, summary, difficulty, time, tools, steps], i) => {
    const uid = slugify(title);
    const data: HowtoDetailData = {
      title, meta_description: summary, summary, difficulty, time_required: time, tools,
      hero_image: scene(`howto-${uid}`, title, { mobile: true }),
      youtube_video_id: i % 2 === 0 ? videoIdOf('howto', uid) : null,
      steps: steps.map((step, n) => ({ title: `Step ${n + 1}`, text: step })),
      body: [slice('faq', { title: 'Common questions' }, [
        { question: 'Can my dealer do this for me?', answer: paragraphs('Yes. Any authorized dealer can perform this service; ask for it at your next visit.') },
        { question: 'Does this affect my warranty?', answer: paragraphs('Routine maintenance done as described here keeps your warranty in force.') },
      ])],
    };
    return doc('howto_detail', uid, data, { publishedAt: seedDate(10 + i * 13) });
  });
  const landing: HowtoLandingData = {
    title: 'Owner How-To Library', meta_description: 'Step-by-step guides and videos for the jobs every RV owner does.',
    intro: paragraphs('Hitching, levelling, winterizing and everything between: short guides written by our service team.'),
    hero_image: scene('howto-hero', 'An owner levelling a travel trailer at a campsite', { mobile: true }), body: [],
  };
  return [doc('howto_landing', 'owners-how-to', landing), ...items];
}
