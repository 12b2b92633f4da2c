/** Exterior articles: slide-outs, awnings, roof and seals. */
import type { ArticleCopy } from './article-copy';

const CLEAR_PATH = 'Keep people, pets and objects clear of the slide room inside and out while it moves.';

export const EXTERIOR_COPY: Record<string, ArticleCopy> = {
  'Slide-Out Will Not Move': {
    intro: [
      'Slide-out motors run on 12 V from the house battery, even when you are plugged into shore power. The converter alone often cannot supply the current a slide motor needs, so a weak battery is the number one reason a slide stalls, moves slowly or stops part way.',
      'Work through the simple checks below before using the manual override. Most stuck slides move again once the battery and the path are sorted.',
    ],
    need: ['A charged house battery, with shore power or the generator connected to keep it up', 'Your battery monitor or a multimeter', 'Flashlight', 'The slide system manual (rack-and-pinion, cable or in-wall systems each behave differently)'],
    cautions: [
      CLEAR_PATH,
      'Do not travel with a slide that will not fully retract and lock. Call your dealer or roadside assistance.',
    ],
    steps: [
      'Check that the battery disconnect switch is on; many slide circuits run through it.',
      'Measure the battery: at rest it should read at least about 12.4 V for lead-acid. If it is lower, charge it before trying again.',
      'Plug in to shore power or run the generator so the converter helps while the slide moves.',
      'Check the path: a cabinet door, a rug, a recliner or an item on the floor in the slide\'s way will stop it. Outside, check for a post, a tree limb or the slide topper catching.',
      'Check the slide fuse or breaker on the 12 V panel and any in-line fuse near the motor or controller.',
      'Make sure the RV is level and stabilized per the manual; on some systems a badly twisted frame binds the slide.',
      'Try the switch again, holding it only a few seconds at a time. If you hear a click but the motor does not run, note it for your technician.',
      'On in-wall systems, a controller may show an error code or need a reset sequence. Follow the slide maker\'s reset steps.',
      'If nothing works and you must leave, use the manual override described in your slide manual and in our "Slide-Out Manual Override" article.',
    ],
    notes: ['A slide that moves slowly or unevenly is telling you something. Book a service visit before it stops altogether.'],
    more: [["When it moves on one side only", "If one end of the room moves and the other lags, stop. On in-wall systems the two motors can fall out of step; the slide maker's resync procedure brings them back together. Forcing an uneven slide can bend the room or tear the seals."]],
  },
  'Slide-Out Manual Override': {
    intro: [
      'Every slide system has a way to move the room by hand if the motor or controller fails. The method depends on the system: rack-and-pinion slides often take a crank or a drill on the motor shaft with the brake released; in-wall systems may need the motors disengaged; some hydraulic systems have a manual pump or valve.',
    ],
    need: ['The slide maker\'s override instructions for your exact system', 'The crank or socket they specify', 'A helper to watch the room'],
    cautions: [CLEAR_PATH, 'Never use an impact driver on a slide mechanism, and stop at once if the room binds or racks to one side.'],
    steps: [
      'Identify your slide system from the label on the motor or the owner manual.',
      'Turn off the battery disconnect if the instructions say so, so the motor cannot start while you work.',
      'Release the motor brake or disengage the motor exactly as the instructions say.',
      'Turn the mechanism slowly and evenly while your helper watches both sides of the room.',
      'Stop when the room is fully in and the seals are compressed, then lock it as instructed.',
      'Have the slide repaired before the next trip.',
    ],
  },
  'Slide Topper Care': {
    intro: [
      'A slide topper is a small awning over the slide room that keeps leaves, water and debris off its roof. It rolls out as the slide extends. Kept clean, it rolls smoothly and lasts for years.',
    ],
    need: ['A soft brush on a pole', 'Mild soap and water', 'A step ladder'],
    cautions: ['Clear snow and heavy debris from the topper before retracting the slide; the weight can tear the fabric or bend the roller.'],
    steps: [
      'With the slide out, brush leaves and twigs off the topper.',
      'Wash with mild soapy water and rinse; avoid bleach on vinyl.',
      'Let the fabric dry fully before retracting for storage.',
      'Check for tears and for the fabric tracking straight on the roller.',
      'Before retracting, make sure nothing is lying on the topper.',
    ],
    more: [["Wind and storage", "Strong wind can flap a topper against the slide roof and wear the fabric. Some toppers have wind deflectors; otherwise retract the slide in high winds. In storage with the slides in, the topper is rolled and protected."]],
  },
  'Slide-Out Care and Maintenance': {
    intro: [
      'A slide room moves a large, heavy section of wall through a weatherproof opening. Its seals keep out water, dust and cold; its mechanism needs a clean path and the right lubricant. A few minutes of care each season keeps slides sealing tightly and running smoothly.',
      'Check your slide maker\'s manual first: rack-and-pinion, cable and in-wall systems have different care instructions, and some must never be greased.',
    ],
    need: ['Mild soap, water and a soft brush', 'Rubber seal conditioner that is safe for EPDM rubber', 'The lubricant your slide maker names (in-wall systems usually call for a dry lubricant, never grease)', 'A step ladder and a flashlight'],
    cautions: [
      CLEAR_PATH,
      'Run slides with the battery connected and charged, and shore power or the generator on, so the motors get full voltage.',
      'Retract all slides before moving the RV, and before high winds or heavy snow.',
    ],
    steps: [
      'Extend the slide fully and look at the wiper seals (the outer flaps that sweep the slide wall) and the bulb seals (the round seals that compress when the room is in).',
      'Brush away sand, leaves and grit. Wash the seals with mild soapy water and rinse.',
      'Apply seal conditioner to all seals, wiping off the excess. Twice a year is typical; more often in strong sun.',
      'Look for tears, flattened sections or seals rolled the wrong way, and tuck a flipped wiper back out. Torn seals can be replaced by your dealer.',
      'Clean and lubricate the mechanism only as the slide maker specifies. Wipe dirt off exposed gear racks before lubricating.',
      'Check the slide roof for standing water, leaves or snow before retracting.',
      'Cycle the slide in and out once or twice and listen for grinding, popping or uneven movement.',
      'In storage, retract the slides so the seals are compressed and the rooms are protected.',
    ],
    more: [["Signs to book a service visit", "Book your dealer if the room moves in jerks, makes new noises, stops short of fully in or out, or leaves a gap in the seal at one corner. Early adjustment is cheaper than a bent mechanism or a water-damaged floor."], ['Before every trip', 'Walk around with the slides in: the rooms should sit evenly in their openings with the seals compressed all around. A gap at a corner may mean the slide needs adjustment.']],
    notes: ["Dry lubricant on the slide's gear racks attracts less dust than grease, but use only what your slide maker names; the wrong product can void the mechanism's warranty.", "Seals that have taken a set from long storage may wave or gap for a day or two after the first extension; run the slide in and out once more before calling it a leak."],
  },
  'Power Awning Reset': {
    intro: [
      'Power awnings have a controller and often a wind or motion sensor that retracts the awning in gusts. If the awning stops responding, the controller usually needs a power reset.',
    ],
    need: ['Access to the 12 V fuse for the awning or the battery disconnect', 'The awning maker\'s manual'],
    cautions: ['Retract the awning in strong wind or rain, and never leave it out unattended in storms.'],
    steps: [
      'Check that the battery disconnect is on and the battery is charged.',
      'Pull the awning fuse or turn the disconnect off for about 30 seconds, then restore power.',
      'Try the awning switch again; some controllers need a specific button sequence after a reset, which the manual lists.',
      'If the wind sensor keeps retracting the awning in calm air, check its sensitivity setting.',
      'If the motor hums but does not turn, book service.',
    ],
    more: [["Manual retraction", "If the motor fails with the awning out, most power awnings have a manual retraction method, often an override on the motor end. Follow the awning maker's instructions, and have a helper support the arms."]],
  },
  'Cleaning Awning Fabric': {
    intro: [
      'Awning fabric is either vinyl or woven acrylic, and they clean differently. Check your manual before using any cleaner.',
    ],
    need: ['Soft brush', 'Mild soap or an awning cleaner for your fabric type', 'Hose'],
    cautions: ['Never roll up a wet awning for more than a day; mildew starts fast. Do not use bleach on acrylic fabric.'],
    steps: [
      'Extend the awning and rinse it from above and below.',
      'Scrub gently with the cleaner, rinse thoroughly.',
      'Treat sap spots with the cleaner the awning maker recommends.',
      'Let it dry completely before retracting.',
    ],
    more: [["Vinyl or acrylic?", "Vinyl is smooth and shiny on at least one side and sheds water; it tolerates stronger cleaners but can mildew on dirt left on its surface. Acrylic is a woven fabric that breathes; harsh cleaners strip its water repellency, which can be restored with a fabric protectant."], ["Rolling it up", "Before you retract, brush off leaves and make sure the fabric winds straight onto the roller. A crease rolled in under tension can become a permanent crease."]],
  },
  'Roof Inspection Checklist': {
    intro: [
      'Water damage starts small and hidden. Inspect the roof every 90 days and after hail or a low-branch encounter. Look at the sealant around every vent, antenna, skylight and the roof edges.',
    ],
    need: ['A sturdy ladder', 'Flashlight', 'Self-leveling lap sealant compatible with your roof membrane (for horizontal surfaces)', 'Non-sag sealant for vertical joints'],
    cautions: ['Walk on the roof only if the maker says it is walkable, step on supported areas and never near skylights or vents. Stay well back from the edges.'],
    steps: [
      'Clean the roof with a cleaner approved for your membrane (TPO, EPDM or fiberglass).',
      'Inspect sealant around vents, antennas, AC units, skylights and end caps for cracks, gaps or lifting.',
      'Check the roof membrane for tears or bubbles.',
      'Apply new sealant over cracked sealant; many sealants bond to their own kind, so use the type already on the roof.',
      'Check the front and rear caps and the side seams.',
    ],
  },
  'Finding a Water Leak': {
    intro: [
      'A stain on the ceiling or a soft spot in a wall rarely sits right below the leak. Water runs along framing before it shows. Start at the stain and work uphill.',
    ],
    need: ['Flashlight', 'A helper and a garden hose', 'Moisture meter (optional)'],
    cautions: ['Soft or delaminating walls mean wood damage; get it seen by your dealer quickly before it spreads.'],
    steps: [
      'Mark the wet area and note when it appears: after rain, after washing, or when driving in rain.',
      'Inspect the sealant above it: roof edges, vents, marker lights and windows.',
      'Run a gentle hose over one area at a time, starting low and working up, while your helper watches inside.',
      'Check windows: clogged weep holes at the bottom of the frame let water back in.',
      'Reseal the source with the right sealant and let the area dry fully before closing it up.',
    ],
    more: [["Prevention", "Most leaks start at sealant that cracked months before. The 90-day roof inspection and a walk around the sidewalls, checking marker lights and window frames, stop most leaks before they start."]],
  },
  'Window and Door Seal Care': {
    intro: [
      'Rubber seals on the entry door, baggage doors and windows keep out water, dust and drafts. Sun dries them out, and dry seals crack.',
    ],
    need: ['Mild soap and water', 'Rubber seal conditioner', 'A small brush for weep holes'],
    cautions: ['Avoid petroleum-based products on rubber seals; they can swell and soften the rubber.'],
    steps: [
      'Clean the seals with soapy water and dry them.',
      'Apply conditioner twice a year.',
      'Clear the weep holes at the bottom of window frames.',
      'Close each door on a strip of paper: if it slides out easily, the seal is not sealing there.',
    ],
    more: [["When to replace a seal", "Replace seals that are cracked, torn, flattened or pulled away from the frame. A compressed seal on the entry door can sometimes be brought back by adjusting the door striker; ask your dealer before bending anything."], ["Baggage doors", "Check the bulb seals on baggage and pass-through doors too. Dust on the items inside is a sign that the seal is not closing."]],
  },
};
