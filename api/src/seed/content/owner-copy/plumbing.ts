/** Plumbing articles: water heater, winterizing and tanks. */
import type { ArticleCopy } from './article-copy';

export const PLUMBING_COPY: Record<string, ArticleCopy> = {
  'Water Heater Anode Rod Replacement': {
    intro: [
      'Water heaters with a steel tank use a sacrificial anode rod: the rod corrodes so the tank does not. Check it every season and replace it when about three quarters of the metal is gone. Water heaters with an aluminum tank have no anode, only a plastic drain plug; check your model before you buy a rod.',
    ],
    need: ['Replacement anode rod for your water heater model', '1-1/16 in socket and breaker bar (the usual size; check your rod)', 'Thread-sealing tape', 'A bucket and gloves'],
    cautions: [
      'Turn off the water heater\'s gas and electric switches and let the water cool for several hours. Draining a hot tank can scald.',
      'Relieve tank pressure before loosening the rod: shut off the pump or city water and open the pressure-relief valve or a hot faucet.',
    ],
    steps: [
      'Turn off the water heater (gas and electric) and the water pump, and disconnect city water.',
      'Open a hot faucet inside and lift the pressure-relief valve lever to let air in.',
      'Unscrew the anode rod from the outside access door; the tank will drain through the opening.',
      'Inspect the rod. If it is mostly eaten away or heavily coated, replace it.',
      'Flush sediment from the tank with a tank rinser wand or a hose through the opening.',
      'Wrap the new rod\'s threads with sealing tape and screw it in snugly; do not overtighten.',
      'Refill the tank with water until a hot faucet runs with no air before turning the heater back on.',
    ],
    notes: ['Turning on the electric element with an empty tank burns it out in seconds. Always fill first.'],
  },
  'Water Heater Pilot Troubleshooting': {
    intro: [
      'Most RV water heaters use direct spark ignition instead of a standing pilot: a control board sparks the burner when you switch gas mode on. If it fails to light after a few tries it locks out and a light on the switch panel shows a fault.',
    ],
    need: ['Propane in the tank and the tank valve open', 'A charged house battery', 'The water heater manual'],
    cautions: ['If you smell propane, do not try to light anything. Shut off the propane at the tank, open doors and windows, and leave the RV until the smell is gone and the leak is found.'],
    steps: [
      'Confirm the tank is full (not just that the valve is open) and light a stove burner to purge air from the lines after a refill.',
      'Check house battery voltage; ignition boards can fail below about 12 V.',
      'Reset a lockout by turning the water heater switch off, waiting a few seconds, then on again.',
      'Listen and watch at the outside door for the spark clicking and the burner lighting.',
      'For electric mode, check the water heater breaker and the outside element switch if your model has one.',
      'If the burner lights and then goes out, or the heater keeps locking out, book service: the cause may be a dirty burner tube, a failing thermostat or a tripped high-limit switch.',
    ],
  },
  'Blowing Out Water Lines': {
    intro: [
      'Water left in the lines freezes, expands and splits pipes, fittings and faucet valves. Blowing the lines out with compressed air removes most of it; following up with RV antifreeze protects the traps and the last low spots. This is the standard winterizing routine for a towable RV.',
      'Plan an hour. Do it before the first hard freeze, and do it again if you camp in freezing weather later in the season.',
    ],
    need: [
      'An air compressor with a regulator you can set to 30-40 psi (2-2.8 bar)',
      'A blow-out plug adapter for the city water inlet',
      'Two to three gallons (8-11 L) of RV antifreeze (propylene glycol, pink, rated -50 °F or lower); more if you have a washer or ice maker',
      'A pump converter kit or a short hose to draw antifreeze, if your RV has no winterizing valve',
      'Gloves, a bucket, and the screwdriver or socket for the water heater drain',
    ],
    cautions: [
      'Set the compressor regulator to no more than 30-40 psi before connecting it. Higher pressure can burst fittings and the water heater tank.',
      'Never use automotive antifreeze. It is toxic and does not belong in a drinking-water system. Use only RV antifreeze.',
      'Let the water heater cool and relieve its pressure before you open the drain. Hot water scalds.',
    ],
    steps: [
      'Turn off the water heater (gas and electric), the water pump, and disconnect city water.',
      'Drain the black and gray tanks at a dump station, black first. Then drain the fresh tank.',
      'Open the low-point drains (usually under the RV near the center) and every faucet, hot and cold, including the outside shower.',
      'Remove the water heater drain plug or anode rod and let it drain. Leave it out for now.',
      'Put the water heater in bypass by turning its bypass valves. Without bypass, you would fill a 6-10 gallon tank with antifreeze.',
      'Remove any water filter cartridges and replace them with the empty housings or bypass them.',
      'Close the low-point drains and all faucets. Connect the blow-out plug to the city water inlet and the compressor set to 30-40 psi.',
      'Open one faucet at a time, hot side then cold, until only air and mist come out. Do the toilet valve, the outside shower and the low-point drains the same way.',
      'Disconnect the air. Put the winterizing valve (or converter kit) on the pump inlet into the antifreeze jug, and run the pump.',
      'Open each faucet, hot then cold, until pink antifreeze runs steadily. Flush the toilet until pink.',
      'Pour about a cup or two (8-16 oz, 250-500 ml) of antifreeze into each sink and shower drain to fill the P-traps, and a little into the toilet bowl.',
      'Reinstall the water heater drain plug or anode, leave the heater in bypass, and turn off the pump.',
    ],
    more: [
      ['Ice makers, washers and outdoor kitchens', 'These have their own valves and lines. Follow the appliance maker\'s winterizing steps; many ice makers must not get antifreeze and are blown out only.'],
      ['Tank valves', 'Leave the dump valves closed with a cup of antifreeze in each tank so the seals stay supple. Leave the fresh tank drain open if your model allows.'],
    ],
    notes: ['Write the date and how much antifreeze you used on the jug. Next autumn you will know what to buy.'],
  },
  'De-Winterizing in Spring': {
    intro: [
      'De-winterizing brings the water system back into service: flush out the antifreeze, take the water heater out of bypass, sanitize the fresh system, and check for leaks that the winter may have opened. It is also the right moment to go over the rest of the RV before the first trip.',
      'Allow half a day, most of it waiting for the sanitizing solution to work.',
    ],
    need: [
      'A fresh-water hose and a pressure regulator',
      'Unscented household bleach: about 1/4 cup (60 ml) per 15 gallons (57 L) of fresh tank capacity',
      'A funnel or a small jug to get the bleach solution into the tank',
      'New water filter cartridges if you use them',
      'Flashlight and a dry towel for checking leaks',
    ],
    cautions: [
      'Do not turn on the water heater until its tank is full of water. An electric element run dry fails within seconds.',
      'Mix bleach with water before it goes into the tank; undiluted bleach can damage the tank and seals.',
    ],
    steps: [
      'Close the low-point drains and check that the water heater drain plug or anode is in.',
      'Connect city water through the regulator, or fill the fresh tank, and run each faucet, hot and cold, until the water runs clear with no pink.',
      'Flush the toilet until clear. Run the outside shower and any other outlets.',
      'Take the water heater out of bypass and let it fill: open a hot faucet until water flows with no spitting air.',
      'To sanitize, drain the fresh tank, mix the bleach with a gallon of water, pour it into the tank and fill the tank with fresh water.',
      'Run every faucet until you smell chlorine, then turn them off and let the system sit for at least four hours (overnight is better).',
      'Drain the tank and the lines, refill with fresh water and flush until the chlorine smell is gone. Repeat once if needed.',
      'Install new filter cartridges.',
      'With the pump running and everything closed, listen for the pump cycling on its own. If it does, there is a leak; look under sinks, behind the toilet and at the water heater.',
      'Turn on the water heater and check the relief valve and drain for drips once it is hot.',
    ],
    more: [
      ['The rest of the spring check', 'Charge and reconnect the batteries. Test the smoke, CO and propane detectors. Check tire pressure and the tire date codes. Leak-test the propane system and light each appliance. Open the slides and look at the seals, and walk the roof edge for cracked sealant.'],
    ],
    notes: ['Antifreeze flushed to the ground is best avoided; run the first flush into the gray tank and dump it at a station.'],
  },
  'Winter Camping Plumbing Tips': {
    intro: [
      'Camping below freezing works when you keep water moving and warm. Enclosed and heated underbellies, tank heater pads and heated hoses all help, but they need power and some planning.',
    ],
    need: ['A heated drinking-water hose, or a full fresh tank and no hose', 'Tank heater pads (if fitted) and battery or shore power for them', 'RV antifreeze', 'A thermometer for the wet bay'],
    cautions: ['Never use an open flame or a space heater in a wet bay or the underbelly to thaw lines.'],
    steps: [
      'Run the furnace rather than only electric heaters: on many models furnace ducts warm the enclosed tanks and the underbelly.',
      'Switch on tank heater pads when temperatures drop below freezing; they need 12 V and work best with some liquid in the tank.',
      'Use a heated water hose plugged into a protected outlet, or fill the fresh tank and disconnect the hose at night.',
      'Keep the gray valve closed and dump when the tank is well over half full, so liquid rushes out rather than freezing in the hose.',
      'Add a cup of RV antifreeze to the gray and black tanks after each dump to keep the valves moving.',
      'Leave cabinet doors under sinks open so warm air reaches the lines.',
    ],
  },
  'Why Tank Sensors Read Wrong': {
    intro: [
      'Most tank sensors are metal probes through the tank wall. Paper, grease or soap residue bridging two probes makes a tank read "one third" or "full" when it is empty. Cleaning the tank usually fixes it.',
    ],
    need: ['Tank flush wand or the built-in black tank flush', 'Enzyme tank treatment', 'A bag of ice (optional)'],
    cautions: ['Always have the sewer hose connected and the valve open before running the black tank flush.'],
    steps: [
      'Dump and flush the tank thoroughly.',
      'Close the valve and fill the tank about two thirds with water and a dose of enzyme treatment.',
      'Let it soak overnight, or drive with it so the water sloshes; some owners add a bag of ice to scrub the walls.',
      'Dump and flush again.',
      'If a sensor still reads wrong with an empty tank, the probe or its wiring may be faulty; the dealer can test it.',
    ],
    notes: ['Using plenty of water with every flush, and RV-safe toilet paper, keeps the probes clean longer.'],
  },
  'Black Tank Flush System': {
    intro: [
      'The black tank flush is a spray nozzle inside the tank fed from a hose inlet on the side of the RV. Used after every dump, it rinses away the solids and paper that build up on the tank walls, cause odors and fool the sensors.',
      'Good black tank habits matter as much as the flush itself: enough water, the right paper, the right dump order and never leaving the black valve open at a campsite.',
    ],
    need: [
      'A dedicated flush hose, clearly marked and never used for drinking water',
      'A backflow preventer for the flush inlet if your RV does not have one built in',
      'Sewer hose with a clear elbow so you can see when the water runs clean',
      'Disposable gloves',
      'Enzyme or bacteria-based tank treatment',
    ],
    cautions: [
      'Open the black valve and connect the sewer hose before turning on the flush. Flushing into a closed tank can overfill it and push waste up through the toilet or out of the roof vent.',
      'Never walk away while the flush is running.',
      'Keep the flush hose and drinking-water hose apart, and wash your hands after every dump.',
    ],
    steps: [
      'Connect the sewer hose to the RV outlet and to the dump inlet, and check both ends are locked.',
      'Open the black valve first and let the tank empty completely.',
      'Connect the flush hose to the black tank flush inlet and turn on the water. Watch the clear elbow.',
      'Let the flush run until the water in the elbow runs clear; close and re-open the valve a few times to let the tank fill a little and swirl.',
      'Turn off the flush water and let the tank drain.',
      'Close the black valve, then open the gray valve: the soapy gray water rinses the hose.',
      'Close the gray valve, disconnect, rinse the hose and stow it.',
      'Add a few gallons of water and a dose of tank treatment to the black tank through the toilet so solids never sit on a dry floor.',
    ],
    more: [
      ['Dump black, then gray', 'Black first, gray second, every time. The gray water rinses the sewer hose, so you stow a cleaner hose.'],
      ['Never leave the black valve open at a site', 'With the valve open, liquids run out and solids stay behind, drying into a "pyramid" that blocks the outlet and the sensors. Keep the black valve closed until the tank is at least two thirds full, then dump. On a long stay the gray valve can stay open, but close it a day before you leave so you have water to rinse the hose.'],
      ['Treatments and paper', 'Enzyme and bacteria treatments break waste down and control odors. Use quick-dissolving RV or septic-safe toilet paper, and no wipes of any kind, even those labelled flushable.'],
    ],
  },
};
