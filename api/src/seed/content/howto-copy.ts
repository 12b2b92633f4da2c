/** The owner how-to guides' text: facts, tools, titled steps, an intro and the cautions that go with them. */
import type { HowtoDetailData } from '@rv/domain/content';

export interface HowtoCopy {
  title: string;
  summary: string;
  difficulty: HowtoDetailData['difficulty'];
  time: string;
  tools: string[];
  /** [step title, what to do] */
  steps: Array<[string, string]>;
  intro: string[];
  cautions: string[];
}

export const HOWTOS: HowtoCopy[] = [
  {
    title: 'How to Winterize Your RV', summary: 'Drain, bypass and protect the plumbing before the first freeze.', difficulty: 'Moderate', time: '1 hour',
    tools: ['2-3 gallons (8-11 L) of RV antifreeze', 'Water pump converter kit or winterizing valve', 'Air compressor with regulator set to 30-40 psi (optional blow-out)', 'Socket for the water heater drain plug or anode'],
    intro: ['This guide uses the pump-in method: the RV\'s own water pump draws RV antifreeze through every line. Blowing the lines out with air first, as our support article "Blowing Out Water Lines" explains, means less water dilutes the antifreeze.'],
    cautions: ['Use only RV antifreeze (propylene glycol), never automotive antifreeze.', 'Let the water heater cool and relieve its pressure before opening its drain.'],
    steps: [
      ['Drain the tanks', 'Dump black, then gray, at a dump station. Drain the fresh tank and open the low-point drains.'],
      ['Drain and bypass the water heater', 'With the heater off and cool, remove its drain plug or anode, let it empty, then set the bypass valves so antifreeze skips the 6-10 gallon tank.'],
      ['Pump antifreeze through the lines', 'Close the drains, put the pump inlet hose into the antifreeze jug, run the pump and open each faucet, hot then cold, until pink antifreeze runs steadily. Flush the toilet until pink.'],
      ['Protect the drains', 'Pour about a cup or two (250-500 ml) of antifreeze into each sink and shower drain, and close the faucets.'],
      ['Finish up', 'Reinstall the drain plug or anode, leave the heater in bypass, switch the pump off and turn off the water heater breaker so it cannot be switched on dry.'],
    ],
  },
  {
    title: 'How to Hitch a Fifth Wheel', summary: 'A safe, repeatable hitching routine with a pull test every time.', difficulty: 'Easy', time: '15 minutes',
    tools: ['Wheel chocks', 'Flashlight', 'The hitch\'s safety pin or lock'],
    intro: ['Do the steps in the same order every time; a routine is what keeps you from skipping the jaw check on a busy travel day.'],
    cautions: ['Confirm visually that the jaws are closed around the kingpin before raising the landing gear.'],
    steps: [
      ['Prepare', 'Chock the trailer wheels, lower the tailgate and open the hitch jaws.'],
      ['Set the height', 'Adjust the landing gear so the pin box sits about 1/2-1 in (13-25 mm) below the hitch plate.'],
      ['Back in', 'Back slowly and straight until the hitch locks; you will hear and feel it.'],
      ['Check and lock', 'Look at the jaws with a flashlight, then insert the safety pin or lock.'],
      ['Pull test', 'Raise the landing gear slightly, apply the trailer brakes from the controller and ease forward. The hitch must hold.'],
      ['Connect and go', 'Raise the landing gear fully, connect the 7-way cord and breakaway cable, close the tailgate, remove the chocks and check the lights.'],
    ],
  },
  {
    title: 'How to Sanitize the Fresh Water System', summary: 'Keep drinking water clean with a twice-a-year bleach flush.', difficulty: 'Easy', time: '4 hours',
    tools: ['Unscented household bleach', 'Funnel or a gallon jug', 'Fresh-water hose and pressure regulator'],
    intro: ['Sanitize after de-winterizing, after the RV has sat for a month or more, and any time the water smells or tastes off. The standard mix is 1/4 cup (60 ml) of bleach for every 15 gallons (57 L) of fresh tank capacity.'],
    cautions: ['Always dilute bleach in a gallon of water before it goes into the tank.', 'Bypass or remove water filter cartridges first; bleach ruins carbon filters.'],
    steps: [
      ['Mix the solution', 'Work out the bleach for your tank size (a 45-gallon tank takes 3/4 cup) and mix it into a gallon of water.'],
      ['Fill and run', 'Pour it into the fresh tank, fill the tank with water, then run each faucet, hot and cold, until you smell chlorine.'],
      ['Let it sit', 'Turn the faucets off and leave the system for at least four hours; overnight is better.'],
      ['Drain and flush', 'Drain the tank and lines, refill with fresh water and flush until the chlorine smell is gone. Repeat if needed, then fit new filters.'],
    ],
  },
  {
    title: 'How to Reseal the Roof', summary: 'Inspect and touch up lap sealant to keep water out.', difficulty: 'Moderate', time: '2 hours',
    tools: ['Self-leveling lap sealant compatible with your roof membrane', 'Non-sag sealant for vertical joints', 'Caulk gun', 'Plastic scraper', 'Roof cleaner approved for your membrane'],
    intro: ['Most RV leaks begin where sealant meets a vent, antenna, skylight or the roof edge. Check every 90 days and touch up anything cracked or lifting.'],
    cautions: ['Go on the roof only if the maker says it is walkable, in dry weather, with a stable ladder, staying away from the edges and skylights.'],
    steps: [
      ['Clean', 'Wash the roof with a cleaner approved for your membrane and let it dry.'],
      ['Inspect', 'Look at every seam, vent, antenna, AC flange and the front and rear caps for cracks, gaps and lifting sealant.'],
      ['Remove loose sealant', 'Scrape away only what is loose with a plastic scraper; well-bonded sealant can stay.'],
      ['Apply new sealant', 'Lay a bead of self-leveling sealant over the old bead on flat surfaces and non-sag sealant on vertical joints, covering the crack fully.'],
      ['Let it cure', 'Keep the roof dry for the cure time on the tube before driving or washing.'],
    ],
  },
  {
    title: 'How to Maintain Slide-Out Seals', summary: 'Clean and condition the wipers so slides seal and move freely.', difficulty: 'Easy', time: '30 minutes',
    tools: ['Rubber seal conditioner safe for EPDM', 'Soft brush', 'Mild soap and water', 'Step ladder'],
    intro: ['Wiper seals sweep the slide wall as it moves; bulb seals compress when the room is in. Both dry out in sun and collect grit that scratches the walls.'],
    cautions: ['Keep everyone clear of the slide while it moves, and run it with the battery connected and charged.'],
    steps: [
      ['Extend the slide', 'Run the slide fully out with shore power or the generator on.'],
      ['Clean the seals', 'Brush grit from the wipers and wash all seals with mild soapy water; rinse.'],
      ['Condition', 'Apply conditioner to every seal and wipe off the excess.'],
      ['Check for damage', 'Look for tears and tuck any wiper that has flipped inward back out.'],
      ['Cycle the slide', 'Run the slide in and out twice and check the seals sit evenly all round.'],
    ],
  },
  {
    title: 'How to Check Tire Pressure and Torque', summary: 'Before every trip: pressure cold, lug nuts to spec.', difficulty: 'Easy', time: '20 minutes',
    tools: ['Accurate tire gauge', 'Air compressor', 'Torque wrench and socket', 'Your axle maker\'s torque chart'],
    intro: ['Five minutes of checks before you leave prevents most trailer tire failures. ST trailer tires are usually run at the maximum cold pressure on the sidewall.'],
    cautions: ['Never exceed the wheel\'s rated pressure, and never let air out of a hot tire.'],
    steps: [
      ['Check pressure cold', 'Check every tire, including the spare, before driving.'],
      ['Inflate to the sidewall figure', 'Inflate ST tires to the maximum cold pressure for their load range unless the tire maker says otherwise; never below the placard.'],
      ['Torque the lug nuts', 'Torque in a star pattern to the axle maker\'s figure, for example 90-120 ft-lb (122-163 N·m) for 1/2"-20 studs.'],
      ['Re-check after a wheel change', 'After any wheel has been off, re-torque after 10, 25 and 50 miles.'],
    ],
  },
  {
    title: 'How to Care for Lithium Batteries', summary: 'Storage, charging and monitoring for long battery life.', difficulty: 'Easy', time: '10 minutes',
    tools: ['Battery monitor or the battery maker\'s app', 'Access to the charger and solar controller settings'],
    intro: ['Lithium iron phosphate batteries need little care, but they do need the right charger settings and attention to temperature.'],
    cautions: ['Do not charge below 32 °F (0 °C) unless the batteries have built-in heating.'],
    steps: [
      ['Check charger profiles', 'Set the converter, inverter-charger and solar controller to their lithium profiles.'],
      ['Monitor by state of charge', 'Use the monitor\'s percentage, not voltage, which barely changes between 20 and 90 percent.'],
      ['Store at half charge', 'For storage, charge or discharge to about 50-60 percent and turn the disconnect off.'],
      ['Check each season', 'Look at state of charge once or twice over the winter and the cell balance in the app, if it has one.'],
    ],
  },
  {
    title: 'How to Light the Furnace and Water Heater', summary: 'Use the electronic ignition safely and know when to call service.', difficulty: 'Easy', time: '5 minutes',
    tools: ['Propane in the tank', 'A charged house battery'],
    intro: ['Both appliances light themselves with electronic ignition. Your job is to supply propane and 12 V and to know what a lockout looks like.'],
    cautions: ['If you smell propane, do not light anything: shut the tank valve, open doors and windows and leave the RV.', 'Fill the water heater with water before switching it on.'],
    steps: [
      ['Open the propane', 'Open the tank valve slowly and fully. After a refill, light a stove burner first to purge air from the lines.'],
      ['Water heater on', 'Make sure the tank is full and not in bypass, then switch gas mode on. Watch for the fault light.'],
      ['Furnace on', 'Set the thermostat a few degrees above room temperature. The fan starts first; ignition follows within about 30 seconds.'],
      ['If it locks out', 'Turn the switch or thermostat off and on once to retry. Repeated lockouts need service.'],
    ],
  },
  {
    title: 'How to Level Your Trailer', summary: 'Side to side first, then front to back, then stabilize.', difficulty: 'Easy', time: '15 minutes',
    tools: ['Leveling blocks or ramps', 'Bubble level or a leveling app', 'Wheel chocks'],
    intro: ['A level trailer sleeps better, drains properly and keeps an absorption fridge working. Stabilizers steady it; they are not jacks.'],
    cautions: ['Chock the wheels before unhitching. Never use stabilizer jacks to lift the trailer.'],
    steps: [
      ['Side to side', 'Check the level across the trailer and drive the low side onto blocks or ramps.'],
      ['Chock', 'Chock the wheels on both sides before you unhitch.'],
      ['Front to back', 'Unhitch and use the tongue jack or landing gear to level front to back.'],
      ['Stabilize', 'Lower stabilizers just until they touch firmly, using pads on soft ground.'],
    ],
  },
  {
    title: 'How to Dump Tanks the Clean Way', summary: 'Black first, grey second, and a rinse that keeps sensors honest.', difficulty: 'Easy', time: '15 minutes',
    tools: ['Sewer hose with a clear elbow', 'Disposable gloves', 'A dedicated, marked flush hose'],
    intro: ['Dump when the black tank is at least two thirds full so the rush of liquid carries solids out. At a full-hookup site, keep the black valve closed until then.'],
    cautions: ['Open the black valve before running the black tank flush, and never walk away while it runs.'],
    steps: [
      ['Connect', 'Put on gloves and lock the sewer hose to the RV outlet and the dump inlet.'],
      ['Black first', 'Open the black valve and let it empty completely.'],
      ['Flush', 'Run the black tank flush until the elbow runs clear, then close the black valve.'],
      ['Gray second', 'Open the gray valve; its soapy water rinses the hose. Close it, disconnect, rinse and stow.'],
      ['Recharge the tank', 'Add a few gallons of water and a tank treatment through the toilet.'],
    ],
  },
];
