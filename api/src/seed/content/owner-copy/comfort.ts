/** Heating, cooling and appliance articles, propane safety among them. */
import type { ArticleCopy } from './article-copy';

export const COMFORT_COPY: Record<string, ArticleCopy> = {
  'Furnace Blows Cold Air': {
    intro: [
      'When the furnace fan runs but the air stays cold, the burner is not lighting. The furnace runs the fan first, then a sail switch proves airflow, then it sparks the burner. A fault anywhere in that chain leaves you with a fan and no heat.',
    ],
    need: ['Propane in the tank', 'A charged house battery or shore power', 'Flashlight'],
    cautions: ['Never heat the RV with the stove or oven. They are not vented and can fill the coach with carbon monoxide.'],
    steps: [
      'Check the propane: light a stove burner. If it will not light, the tank may be empty or the valve closed.',
      'Check 12 V: with low voltage the fan turns too slowly to close the sail switch. Charge the battery or plug in.',
      'Make sure return-air grilles and floor registers are not blocked by rugs or storage; poor airflow trips the furnace.',
      'Turn the thermostat down, wait a minute, and set it back up to reset a lockout after three failed tries.',
      'Look at the outside exhaust vent for nests or insect webs.',
      'If it still blows cold, book service; sail switches, limit switches and ignition boards need a technician.',
    ],
  },
  'Furnace Annual Inspection': {
    intro: [
      'A yearly furnace service keeps it safe and reliable. Your dealer checks the propane pressure, the burner and combustion chamber, the exhaust and the safety switches. You can do the simple checks yourself between visits.',
    ],
    need: ['Flashlight', 'Soft brush or vacuum', 'The dates of your last service'],
    cautions: ['Propane pressure, combustion chamber and gas valve work are for a qualified technician only.'],
    steps: [
      'Vacuum the return-air grille and the floor registers.',
      'Check the outside vent for nests, webs and damage; mud daubers love furnace vents.',
      'Test the CO and propane detectors.',
      'Run the furnace through a full cycle and listen for unusual noise or a delayed ignition.',
      'Book the dealer service: they check the regulator output (typically 11 in of water column), clean the burner and inspect the heat exchanger.',
    ],
    more: [["Why once a year", "Furnaces sit idle all summer, and insects and rodents move in. A spider web in the burner tube can cause a poor flame or a lockout, and a damaged heat exchanger can leak exhaust. An annual check catches both."]],
  },
  'Cleaning AC Filters and Coils': {
    intro: [
      'A clogged filter starves the air conditioner of airflow, so it cools less and can ice up. Clean the return-air filters every month in the cooling season, more often with pets or dust.',
    ],
    need: ['Mild soapy water', 'A soft brush', 'A fin comb for the coils', 'Coil cleaner rated for AC coils'],
    cautions: ['Turn off the AC breaker before working on the unit, and only go on the roof if it is walkable and you have a safe ladder.'],
    steps: [
      'Remove the ceiling grille filters and wash them in soapy water, rinse and let them dry fully.',
      'Vacuum the grille.',
      'Once a season, remove the rooftop shroud (breaker off) and look at the condenser coil.',
      'Rinse it gently from the inside out and straighten bent fins with a fin comb.',
      'Reinstall the shroud and the filters.',
    ],
    more: [["Ice on the coil", "If the air conditioner blows weak air and you see ice on the indoor coil, turn it to fan only until the ice melts, then clean the filters. Running a frozen coil can damage the compressor."]],
  },
  'AC Not Cooling on Hot Days': {
    intro: [
      'A rooftop air conditioner typically cools the air 15-20 °F (8-11 °C) below the air it takes in. On a 100 °F (38 °C) afternoon in full sun, that may not make the coach cool, but it should keep it comfortable if everything works well.',
    ],
    need: ['A thermometer for the supply and return air', 'Clean filters'],
    cautions: ['Voltage below about 108 V is hard on compressors. If your surge protector shows low voltage, turn off other large loads.'],
    steps: [
      'Measure the air going into the return grille and the air coming out of the vent. A difference well under 15 °F (8 °C) means the unit needs attention.',
      'Clean the filters; airflow is the most common problem.',
      'Start cooling early in the morning rather than waiting for the afternoon heat.',
      'Close blinds on the sunny side, use the awning and park in shade when you can.',
      'Avoid running the oven, the shower and other heat sources at midday.',
      'If the coil freezes or the unit short-cycles, book service.',
    ],
  },
  'Running Two Air Conditioners on 30 Amps': {
    intro: [
      'A 30 A service gives about 3,600 W. Each rooftop AC draws about 12-16 A once running and much more for a moment at start-up. Two units can only share 30 A with help: a load management system, soft-start devices, and care with other loads.',
    ],
    need: ['The RV\'s energy management settings', 'Soft-start devices (dealer-installed) if fitted'],
    cautions: ['Never bypass a breaker or use a larger one. Breakers protect the wiring from overheating.'],
    steps: [
      'Start one air conditioner and let the compressor settle before starting the second.',
      'If your RV has a load management panel, set it to the 30 A mode so it can shed loads automatically.',
      'Switch the water heater to propane and avoid the microwave while both units run.',
      'Soft-start devices reduce the inrush current, making it more likely both units run without a trip.',
      'If the pedestal breaker trips, switch off one AC; on many sites one AC is all 30 A can carry.',
    ],
  },
  'Residential Fridge on Inverter Power': {
    intro: [
      'A residential refrigerator runs on 120 V. Off shore power it runs through the inverter from the batteries, and it is usually the largest load in the RV: often 100-200 Ah a day from a 12 V bank once inverter losses are counted.',
    ],
    need: ['Your battery monitor', 'Inverter switched on for the fridge circuit'],
    cautions: ['If you tow for hours with the inverter running the fridge, the battery may run flat unless the tow vehicle or solar can keep up.'],
    steps: [
      'Start the trip with the fridge cold and the batteries full.',
      'Keep the door closed; pre-chill food at home.',
      'Watch the monitor. On lead-acid, plan to recharge by about 50 percent; on lithium, by about 20 percent.',
      'Turn the inverter off when the RV is plugged in so it passes power through.',
      'For long boondocking, plan on solar, a generator run each day, or both.',
    ],
    notes: ["An inverter's low-voltage cutoff protects the battery by switching the fridge off. Keep the door closed and food will usually stay cold for several hours."],
  },
  'Absorption Fridge Not Cooling': {
    intro: [
      'Absorption refrigerators cool with heat from a propane flame or an electric element, and they depend on being level and on good airflow behind the fridge. Most problems come from those two.',
    ],
    need: ['A bubble level', 'A fridge thermometer', 'Flashlight'],
    cautions: ['Propane burner and flue cleaning are for a technician. If you smell propane, shut the supply off at the tank.'],
    steps: [
      'Level the RV: many makers allow about 3° side to side and 6° front to back when parked.',
      'Clear the outside lower vent and the roof vent of nests and debris.',
      'Allow time: an absorption fridge can take 6-8 hours to cool from warm; start it a day before loading food.',
      'Do not overpack; air must circulate inside.',
      'On gas, check the flame through the access door: it should be steady and blue.',
      'If it cools on one mode but not the other, note which; that narrows the fault for service.',
    ],
  },
  'Defrosting and Cleaning the Fridge': {
    intro: [
      'Before storage, empty, defrost and dry the fridge, then prop the doors open. A closed, damp fridge grows mildew within weeks.',
    ],
    need: ['Towels and a tray for melt water', 'Baking soda and warm water', 'Door props or the fridge\'s storage latch'],
    cautions: ['Do not chip ice with a knife or screwdriver; you can puncture the cooling fins.'],
    steps: [
      'Turn the fridge off and empty it.',
      'Let the ice melt with the doors open and towels on the floor.',
      'Wash the inside with warm water and a spoonful of baking soda; rinse and dry.',
      'Clean the door seals and check they are not torn.',
      'Prop the doors open for storage.',
    ],
    more: [["Odors and mildew", "A small open box of baking soda left inside absorbs odors during storage. If mildew has started, wash with a mild vinegar and water solution, rinse, and dry before propping the doors open again."], ["Back in service", "Start the fridge a day before the trip so it is cold before you load food, and put a fridge thermometer inside: about 37 °F (3 °C) in the fresh food compartment and 0 °F (-18 °C) in the freezer is the usual target."]],
  },
  'Lighting the Cooktop Safely': {
    intro: [
      'RV cooktops run on propane and light with a built-in igniter or a match. A safety valve shuts the gas off if the flame goes out, which is why you hold the knob in for a few seconds after lighting.',
    ],
    need: ['Propane on at the tank', 'A long lighter if the igniter is not working'],
    cautions: ['Open a roof vent or window and run the range hood while cooking. Never use the cooktop to heat the RV.'],
    steps: [
      'Lift the glass cover fully if your cooktop has one; never cook with it down.',
      'After a propane refill, light the burner nearest the supply first and allow a few seconds for air to purge.',
      'Push in and turn the knob to light, and hold it in for 5-10 seconds after the flame appears.',
      'Release the knob and check the flame is steady and blue.',
      'If it goes out when released, try once more; if it still will not stay lit, book service.',
    ],
  },
  'Using the Convection Microwave': {
    intro: [
      'A convection microwave bakes and roasts with a fan and heating element as well as microwaving. It needs 120 V: shore power, the generator, or an inverter large enough for it.',
    ],
    need: ['The metal rack that came with it', 'Oven mitts'],
    cautions: ['In convection mode the cabinet and door get oven-hot. Never use the metal rack in plain microwave mode.'],
    steps: [
      'Preheat in convection mode, as you would an oven.',
      'Put food on the rack, on a metal or oven-safe tray.',
      'Reduce a home recipe\'s temperature by about 25 °F (15 °C), and check early.',
      'Use combination mode for faster roasting.',
      'Avoid running it with both air conditioners on a 30 A site.',
    ],
    more: [["Cookware", "In microwave mode use only microwave-safe glass, ceramic or plastic. In convection mode use metal or oven-safe pans that fit on the rack with air space around them. The turntable keeps turning in both modes, so check that the pan turns freely before starting."], ["Cleaning", "Wipe grease from the inside and the vent filter above the cooktop regularly; a greasy filter smells when the oven runs hot."]],
  },
  'Propane Safety Basics': {
    intro: [
      'Propane runs the furnace, water heater, cooktop and often the fridge. It is safe when the system is tight and you know the rules. Propane is heavier than air and has a rotten-egg odorant added so you can smell a leak; the propane detector near the floor is your second line of defense.',
    ],
    need: ['Soapy water in a spray bottle (dish soap and water)', 'The propane detector test button', 'Your owner manual\'s propane section'],
    cautions: [
      'If you smell propane or the detector sounds: put out any flame, do not touch light switches, shut off the tank valve, open doors and windows and get everyone out. Do not return until the smell is gone, and have the leak found and fixed.',
      'Turn off propane appliances and the tank valves before refueling the tow vehicle or the RV, and wherever the law requires it, such as some tunnels and ferries.',
    ],
    steps: [
      'Test the propane detector with its test button before every trip. Replace it by the date on its label; most have a limited life.',
      'Open tank valves slowly and fully. Opening fast can trip the excess-flow protection and give a weak flame.',
      'After a refill or after connecting a tank, spray soapy water on each connection and the regulator. Growing bubbles mean a leak: shut the valve and tighten or replace the fitting. Never use a flame to look for leaks.',
      'Check the regulator: its vent must point down and be free of ice or debris. Replace a regulator that is damaged or corroded.',
      'Keep the tank cover on and tanks secured. Portable cylinders must be upright, and have them requalified by the date on the collar.',
      'Look at the hoses for cracks and the lines for rub marks each season.',
    ],
    more: [['Travel rules', 'Many states, provinces and tunnel authorities restrict propane, requiring valves closed or banning tanks in tunnels. Check the rules for your route before you leave.']],
  },
};
