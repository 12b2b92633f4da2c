/** Electrical articles: batteries, solar and generators. Figures are typical; the component maker's manual wins. */
import type { ArticleCopy } from './article-copy';

export const ELECTRICAL_COPY: Record<string, ArticleCopy> = {
  'Understanding Your Battery Monitor': {
    intro: [
      'The battery monitor is the fuel gauge of your 12 V system. A shunt-based monitor counts every amp that goes in and out of the battery bank, so it can show state of charge as a percentage; a simple voltage display can only estimate it.',
      'Learn to read three numbers: state of charge, voltage and current. Together they tell you how long you can stay off shore power and whether something is drawing more than it should.',
    ],
    need: ['Your battery monitor or the monitor screen in the command center', 'The battery bank capacity in amp-hours (on the battery label)', 'A digital multimeter for a cross-check'],
    cautions: ['Program the monitor for your battery chemistry and capacity. A monitor set for lead-acid will mislead you on a lithium bank, and the reverse.'],
    steps: [
      'Enter the bank capacity (for example 200 Ah for two 100 Ah batteries) and the battery type in the monitor setup menu.',
      'Charge the bank fully on shore power so the monitor can synchronize to 100 percent.',
      'With everything switched off, note the current. A normal standing draw from detectors, the stereo memory and control boards is often 0.2 to 1 A.',
      'Switch on one load at a time, such as the furnace fan or water pump, and watch the amps rise so you know what each one costs.',
      'Use the time-remaining figure as a guide, and plan to recharge a lead-acid bank at about 50 percent and a lithium bank at about 20 percent.',
    ],
    more: [['Reading voltage', 'Resting voltage (no charge or load for an hour) is the useful one. A lead-acid battery reads about 12.6-12.7 V full and about 12.2 V at half charge. Lithium (LiFePO4) voltage stays almost flat between 20 and 90 percent, which is why a shunt monitor matters for lithium.']],
    notes: ['If state of charge drifts from reality over weeks, a full charge lets the monitor re-synchronize.'],
  },
  'Storing Batteries Over Winter': {
    intro: [
      'A 12 V house battery left in a parked RV all winter is the most common reason owners start spring with a dead battery. Detectors, control boards and the radio memory draw power around the clock, and a lead-acid battery that sits partly discharged in the cold sulfates and can freeze.',
      'The plan is simple: charge fully, stop the drain, keep the charge up and keep the battery within its temperature limits. How you do that depends on whether you have lead-acid (flooded or AGM) or lithium batteries.',
    ],
    need: ['Digital multimeter or your battery monitor', 'Smart battery maintainer with the right profile for your battery type (not an old unregulated trickle charger)', 'Distilled water for flooded batteries', 'Safety glasses and gloves', 'Wrench or socket for the terminals, and a baking-soda and water solution for cleaning'],
    cautions: [
      'Batteries can release hydrogen gas while charging. Charge in a ventilated space, keep sparks and flames away, and wear eye protection.',
      'When removing a battery, disconnect the negative (-) cable first and reconnect it last, so a wrench touching the frame cannot short the positive terminal.',
      'Never charge a lithium battery below 32 °F (0 °C) unless it has built-in heating; charging a frozen lithium cell can damage it permanently.',
    ],
    steps: [
      'Charge the battery fully on shore power or with a smart charger. A healthy lead-acid battery rests at about 12.6-12.7 V when full (measured after an hour with no charge or load).',
      'For flooded batteries, check electrolyte after charging and top up with distilled water just to cover the plates or to the fill ring, never with tap water.',
      'Clean the terminals with a baking-soda solution and a brush, rinse, dry, and snug the nuts to the battery maker\'s torque.',
      'Stop the standing drain: turn the battery disconnect switch off, or remove the negative cable. Many RVs will empty a battery in two to four weeks with the switch on.',
      'Choose how you will keep the charge up. Either connect a smart maintainer that drops to a float or storage voltage, or disconnect the battery and check its voltage every four to six weeks.',
      'For lead-acid batteries, recharge whenever resting voltage falls to about 12.4 V (roughly 75 percent). Never let a stored lead-acid battery sit discharged.',
      'For lithium batteries, store at about 50-60 percent state of charge with the disconnect off, and keep them where the temperature stays within the maker\'s storage range, typically about -4 °F to 113 °F (-20 °C to 45 °C).',
      'If the RV will sit somewhere very cold, remove the batteries and store them in a cool, dry place that stays above freezing, on a shelf or board where they stay clean and dry.',
      'Before the first spring trip, charge fully, reconnect positive first and negative last, and check that the monitor reads correctly.',
    ],
    more: [
      ['Trickle charger or disconnect?', 'A modern multi-stage maintainer is the easiest way to keep a lead-acid battery healthy in storage. An old trickle charger that keeps pushing current can boil a flooded battery dry over a winter. If you leave the RV plugged in, check that the converter has a proper float stage; older converters may not.', 'Lithium batteries self-discharge very slowly, so most owners simply set them to about half charge, turn the disconnect off and check them once or twice over the winter.'],
      ['Why a full charge matters in the cold', 'A fully charged lead-acid battery will not freeze until well below 0 °F (-18 °C). A discharged one can freeze near 20-32 °F (-7 to 0 °C), cracking the case and ruining the plates.'],
    ],
    notes: ['Write the date and voltage on a piece of tape on the battery box each time you check. The trend tells you whether a battery is starting to fail.'],
  },
  'Battery Disconnect Switch Explained': {
    intro: [
      'The battery disconnect switch cuts the house battery from the 12 V system. It stops the small standing loads that drain a battery in storage, and it is the first thing to check when nothing 12 V works.',
      'On many trailers the switch also feeds the slide-out, leveling and landing-gear motors, which need battery current even when shore power is connected, because the converter alone cannot supply their peak draw.',
    ],
    need: ['The location of your switch (often near the entry door or the battery box)', 'Your battery monitor or a multimeter'],
    cautions: ['Retract slides and raise leveling jacks before switching the battery off for storage; with the switch off they will not move.'],
    steps: [
      'Find the switch and note what the on and off positions look like on your model.',
      'Switch it on before you move slides, jacks or the landing gear, and whenever you camp.',
      'Switch it off when the RV goes into storage, after slides and jacks are stowed.',
      'If 12 V lights and the furnace do not work, check that the switch is on before looking for a blown fuse.',
      'On some models the switch also stops the converter from charging the battery; if the battery will not charge on shore power, confirm the switch is on.',
    ],
    notes: ['The breakaway brake system has its own small battery or draws from the house battery depending on the model; check yours so you know what keeps it charged.'],
  },
  'Getting the Most from Roof Solar': {
    intro: [
      'Roof panels turn daylight into amp-hours, but how many you get depends on sun angle, season, heat and shade. A 200 W roof kit typically puts about 50-60 Ah a day into a 12 V bank in good summer sun, and much less in winter or under trees.',
    ],
    need: ['Your charge controller display or app', 'A soft brush and water for cleaning'],
    cautions: ['Only walk on the roof if the manufacturer says it is walkable, and use a stable ladder. Never step on the panels.'],
    steps: [
      'Park with the roof in open sky where you can. Even a shadow over a few cells can cut a panel\'s output sharply.',
      'Check the charge controller in the middle of the day: solar current and battery voltage should both rise.',
      'Shift heavy loads such as the microwave to the sunny hours when the panels can replace the energy.',
      'Keep panels clean; dust and pollen reduce output noticeably in dry country.',
      'Confirm the controller\'s battery profile matches your battery type, especially after a lithium upgrade.',
    ],
    more: [['What to expect', 'Panels rarely make their label rating: heat, angle and wiring losses usually mean 70-80 percent of it at best. Flat-mounted roof panels make the most in summer, when the sun is high.']],
  },
  'Solar Charge Controller Error Codes': {
    intro: [
      'When the charge controller stops charging it usually shows a code. The exact codes differ by maker, but they fall into a few groups: battery voltage too high or low, panel voltage too high, overheating and communication faults.',
    ],
    need: ['The charge controller manual (the code list is model-specific)', 'A multimeter'],
    cautions: ['Panel wiring carries live current whenever light falls on the panels. Cover the panels or open the solar disconnect before touching connections.'],
    steps: [
      'Write down the code and look it up in your controller\'s manual.',
      'For battery over-voltage: check that the battery type and charge voltages are set correctly (lithium often 14.2-14.6 V absorption, flooded lead-acid often 14.4-14.8 V) and that no other charger is pushing the voltage up.',
      'For battery under-voltage: charge the bank from shore power; some controllers will not start on a deeply discharged battery.',
      'For panel over-voltage: check that added panels were wired within the controller\'s maximum input voltage, which drops on very cold mornings.',
      'For over-temperature: make sure the controller has air around it and is not in a closed compartment next to a heat source.',
      'Clear the code as the manual describes, then watch a full day of charging before calling it fixed.',
    ],
    notes: ['A code that keeps coming back is a job for your dealer; note when it appears (time of day, weather, loads) to help the technician.'],
  },
  'Generator Break-In and Oil Changes': {
    intro: [
      'A new generator engine needs a short break-in and an early first oil change to flush out the metal particles from manufacturing. After that, regular oil changes and monthly exercise keep it starting reliably.',
      'Many makers call for the first oil change after the first 20-50 hours and then every 100-150 hours or once a year, whichever comes first. Use your generator manual\'s figures and oil grade.',
    ],
    need: ['Oil of the grade in the generator manual', 'Drain pan and rags', 'Oil filter if your model has one', 'The hour meter reading'],
    cautions: ['Let the engine cool before draining; oil and the exhaust get hot enough to burn.', 'Run a generator only outdoors with the exhaust pointing away from people and open windows.'],
    steps: [
      'During break-in, run the generator under a varied, moderate load (air conditioner, microwave) rather than idling it with nothing on.',
      'At the first-change interval, run it a few minutes to warm the oil, then shut it off and let it cool.',
      'Drain the oil, replace the filter if fitted, and refill to the mark with the specified grade.',
      'Check the level again after a short run and top up.',
      'Record the hours so you know when the next change is due.',
      'Exercise the generator at least once a month for about two hours at half load or more; it keeps seals lubricated and fuel from going stale in the carburetor.',
    ],
  },
  'Generator Will Not Start': {
    intro: [
      'Most no-start problems come down to a short list: no fuel, stale fuel, low oil, a weak starting battery or a tripped breaker. Work through it in order before calling for service.',
    ],
    need: ['The generator manual', 'A multimeter', 'Fresh fuel'],
    cautions: ['Never try to start a generator in an enclosed space, and stop cranking after about 15 seconds at a time to protect the starter.'],
    steps: [
      'Check the fuel: is there enough in the tank, and is the fuel valve open? Some generators stop drawing fuel before the tank is empty on purpose.',
      'Check the oil level; a low-oil shutoff will let the engine crank but not run.',
      'Check the starting battery voltage; a slow crank often means the battery is below about 12.2 V.',
      'If the generator sat for months, stale fuel may have varnished the carburetor. Prime the fuel pump as the manual describes and try again.',
      'Check the generator\'s own circuit breaker and the remote start switch fuse.',
      'If it starts and stops, note any fault code or blink pattern and look it up.',
    ],
    notes: ['Monthly exercise with a load is the best prevention for the stale-fuel problem.'],
  },
  'Lithium Battery Upgrade Basics': {
    intro: [
      'Lithium iron phosphate (LiFePO4) batteries weigh about half as much as lead-acid, can use most of their rated capacity and charge much faster. A 100 Ah lithium battery gives roughly the usable energy of two 100 Ah lead-acid batteries, because lead-acid should not go below about 50 percent.',
      'The upgrade is more than swapping batteries. The converter or inverter-charger, the solar controller, the battery monitor and sometimes the alternator charging all need to suit lithium.',
    ],
    need: ['Lithium batteries rated for RV use, with a built-in battery management system (BMS)', 'A converter or charger with a lithium profile', 'Access to the solar controller and battery monitor settings', 'Terminal hardware and cables sized for the battery maker\'s current rating'],
    cautions: [
      'Most lithium batteries must not be charged below 32 °F (0 °C). If you camp in the cold, choose batteries with internal heating or keep them in a heated space.',
      'Tow vehicle charging through the 7-way can be too much for some setups and too little for others; ask your dealer whether a DC-to-DC charger is needed.',
    ],
    steps: [
      'List what charges the batteries: converter, inverter-charger, solar controller, tow vehicle.',
      'Set each charger to its lithium profile (often 14.2-14.6 V absorption and a low or no float) or replace chargers that have none.',
      'Set the battery monitor to the new chemistry and capacity.',
      'Disconnect the old batteries (negative first), install the lithium batteries and connect them (negative last).',
      'Charge fully before the first trip so the BMS and monitor start from 100 percent.',
      'Check that the inverter\'s low-voltage cutoff suits lithium so it does not shut down early.',
    ],
    more: [["Cold weather", "The BMS in most lithium batteries blocks charging below about 32 °F (0 °C) to protect the cells, so in freezing weather the monitor may show no charging at all. Self-heating batteries warm themselves first, using some of the charge. Discharging is usually allowed down to about -4 °F (-20 °C); check your battery's limits."], ["What stays the same", "Your fuses, breakers and disconnect still protect the system, and the battery box must still be secured and vented as the RV maker designed it. Keep the old battery’s ratings handy when buying cables or fuses; lithium can deliver high current, so fuse sizes matter."], ['Living with lithium', 'Lithium voltage stays nearly flat from about 90 to 20 percent, so judge charge by the monitor, not voltage. For storage, leave the bank at about 50-60 percent with the disconnect off.']],
  },
  'Reading the 12 V Fuse Panel': {
    intro: [
      'The 12 V fuses sit on the converter\'s distribution panel, usually behind a cover near the 120 V breakers. Each fuse protects one circuit (lights, water pump, furnace, slides) and is labelled on the cover or in the owner manual.',
    ],
    need: ['Spare blade fuses in the ratings your panel uses', 'A fuse puller or needle-nose pliers', 'A test light or multimeter'],
    cautions: ['Replace a fuse only with the same amp rating. A larger fuse lets the wire overheat before it blows, which is a fire risk.'],
    steps: [
      'Turn off the appliance on the dead circuit.',
      'Find its fuse on the panel label and pull it straight out.',
      'Look through the clear top: a broken metal strip means it has blown. A test light across the two small test points shows it without pulling the fuse.',
      'Push in a new fuse of the same rating.',
      'Turn the appliance back on. If the fuse blows again right away, the circuit has a short or a failing motor; have it checked.',
    ],
  },
  'Inverter Modes and Shore Power': {
    intro: [
      'An inverter turns 12 V battery power into 120 V for outlets. Many RV inverters are inverter-chargers with a transfer switch: on shore power they pass shore power through to the outlets and charge the battery; off shore power they invert from the battery.',
    ],
    need: ['The inverter\'s remote panel or app', 'Your battery monitor'],
    cautions: ['An inverter left on with no load still draws current, often 0.5-2 A. Turn it off when you do not need 120 V from the battery.'],
    steps: [
      'Check which outlets are on the inverter circuit; usually they are marked or listed in the manual.',
      'On shore power, confirm the panel shows pass-through or charging.',
      'Off shore power, switch the inverter on only when you need it, and watch the battery draw.',
      'Avoid high-wattage loads such as a space heater or hair dryer on the inverter; they drain a battery bank quickly.',
      'If the inverter shuts off, check for low battery voltage or an overload code, reduce the load and reset.',
    ],
  },
  'Battery Terminal Cleaning': {
    intro: [
      'White or green crust on battery terminals adds resistance, so slides move slowly, the furnace struggles and the battery seems weak. Cleaning takes a few minutes.',
    ],
    need: ['Safety glasses and gloves', 'Baking soda and water', 'Terminal brush', 'Wrenches for the terminal nuts', 'Dielectric grease or terminal protector spray'],
    cautions: ['Turn the battery disconnect off and remove the negative cable first. Keep tools from bridging the positive terminal and the frame.'],
    steps: [
      'Remove the negative cable, then the positive.',
      'Brush the terminals and cable ends with a baking-soda solution until the fizzing stops.',
      'Rinse with a little clean water and dry.',
      'Reconnect positive first, then negative, and snug the nuts to the battery maker\'s torque, commonly about 5-9 ft-lb (7-12 N·m) for threaded studs. Overtightening can crack a lead post.',
      'Coat the connections with dielectric grease or terminal spray.',
    ],
    more: [["Why corrosion comes back", "Corrosion on a flooded battery usually comes from acid mist escaping during charging, or from overfilling. Check electrolyte levels after charging, not before, and keep the vent caps tight."]],
  },
  'Portable Solar Panel Hookup': {
    intro: [
      'Many RVs have a side-wall solar port so you can park in shade and set a portable panel in the sun. The port usually feeds the RV\'s charge controller; some portable panels have their own controller built in.',
    ],
    need: ['A portable panel with a matching plug', 'The RV owner manual, to know whether the port goes through a controller'],
    cautions: ['Do not connect a panel with its own controller to a port that also goes through the RV\'s controller unless both makers say it is fine.'],
    steps: [
      'Check the port\'s rated input (watts and maximum volts) against the panel.',
      'Unfold the panel in full sun and aim it at the sun; reposition it a few times a day.',
      'Connect the plug to the port and check the controller shows solar input.',
      'Secure the panel against wind and route the cable so no one trips on it.',
      'Disconnect and stow the panel before you leave.',
    ],
  },
  'Solar Panel Cleaning': {
    intro: [
      'Dust, pollen and bird droppings cut solar output. A gentle cleaning a few times a season is enough in most places; in the desert you may need it more often.',
    ],
    need: ['Soft brush or sponge on an extension pole', 'Plain water, with mild soap if needed'],
    cautions: ['Clean early in the day or in the evening; cold water on hot glass can crack it. Stay off the panels and only use the roof if the maker says it is walkable.'],
    steps: [
      'Rinse loose dust off with water.',
      'Wipe with a soft brush and mild soapy water; never use abrasive pads or harsh solvents.',
      'Rinse off all soap.',
      'While you are there, look at the mounting feet and cable entry for cracked sealant.',
    ],
    more: [["How often", "In rainy climates, rain does much of the work and a cleaning or two a season is enough. In dusty deserts or under pollen-heavy trees, output may drop noticeably within weeks; compare the controller's solar current on a clear noon with a clean panel to see what you are losing."]],
  },
  'Sizing a Solar System for Boondocking': {
    intro: [
      'Size solar from your daily use, not from the roof space. Add up the amp-hours you use a day, then choose batteries to store two to three days of it and panels to replace it.',
    ],
    need: ['A list of your 12 V and inverter loads', 'Your battery monitor history', 'A notepad or spreadsheet'],
    cautions: ['Larger systems need correctly sized wire, fuses and disconnects; have your dealer or a qualified installer design and fit them.'],
    steps: [
      'Measure a typical day with the battery monitor, or add up loads: amps times hours of use.',
      'As a rough guide, a furnace fan uses 3-4 A while running, LED lights 0.5-1 A each fixture, and a residential fridge on an inverter 100 Ah or more a day.',
      'Choose battery capacity: usable amp-hours (about half the rating for lead-acid, most of it for lithium) should cover two to three days.',
      'Choose panels: in good sun, each 100 W of panel makes roughly 25-30 Ah a day; in winter, plan on half that.',
      'Check the controller can handle the panel current and voltage you plan.',
    ],
  },
  'Generator Load and Altitude': {
    intro: [
      'A generator loses power as you climb, because thinner air means less fuel can burn. A common rule is about 3-4 percent less power for every 1,000 ft (300 m) above sea level. At 7,000 ft (2,100 m), a 4,000 W generator may give roughly 3,000 W.',
    ],
    need: ['Your generator rating', 'A list of loads and their wattage'],
    cautions: ['Overloading a generator trips its breaker and can damage appliances through low voltage. Start large loads one at a time.'],
    steps: [
      'Work out the derated output for the altitude you camp at.',
      'Run the air conditioner alone first, then add other loads.',
      'Avoid running the microwave and water heater on electric while the AC runs on a small generator.',
      'Ask your dealer whether your generator has a high-altitude adjustment; some carbureted models need one for long stays up high.',
    ],
    more: [["Starting surge", "An air conditioner needs several times its running current for a moment as the compressor starts. At altitude, a generator that runs the AC at sea level may stall on that start. A soft-start device on the AC helps a great deal."]],
  },
  'Generator Exhaust Safety': {
    intro: [
      'Generator exhaust contains carbon monoxide, which you cannot see or smell. The CO detector in your RV is your warning; exhaust direction and a clear tailpipe are your prevention.',
    ],
    need: ['A working CO detector (test it before each trip)', 'A flashlight to inspect the exhaust'],
    cautions: [
      'If the CO alarm sounds, shut off the generator, get everyone outside into fresh air, and call 911 if anyone feels dizzy, sleepy or nauseous.',
      'Never run a generator with the exhaust blocked by snow, a wall, tall grass or a neighbouring RV.',
    ],
    steps: [
      'Test the CO detector with its test button before every trip, and replace it by the date on its label.',
      'Look at the exhaust pipe and muffler for damage, holes or loose clamps before the season.',
      'Park so the exhaust points away from your windows, awning and neighbours.',
      'Keep windows on the generator side closed while it runs.',
      'Observe campground quiet hours and generator rules.',
    ],
  },
  'Auto Transfer Switch Explained': {
    intro: [
      'The automatic transfer switch chooses where 120 V power comes from: shore power or the generator. When the generator starts, the switch usually waits about 20-60 seconds for it to stabilize before moving the load over.',
    ],
    need: ['Shore power or a running generator', 'Patience for the delay'],
    cautions: ['The transfer switch carries live 120 V. Opening its box is a job for a qualified technician.'],
    steps: [
      'Start the generator with large loads off.',
      'Wait for the click as the switch transfers, then turn loads on one at a time.',
      'If nothing transfers, check the generator\'s breaker and the main breaker in the RV.',
      'On shore power, the switch should pick shore power right away; if it does not, check the pedestal breaker.',
    ],
    more: [["Why the delay", "The delay gives the generator time to reach steady speed and voltage before the load arrives. If the switch transferred instantly, the air conditioner's start-up surge could stall a cold generator."], ["Signs of a problem", "A switch that clicks repeatedly, buzzes, or smells hot needs a technician. So does power that only works from one source."]],
  },
  'Shore Power Adapters: 50, 30 and 15 Amp': {
    intro: [
      'A 50 A RV service delivers two 120 V legs of 50 A, about 12,000 W in all. A 30 A service is one 120 V leg, about 3,600 W. A household 15 or 20 A outlet gives 1,800-2,400 W. Adapters change the plug, not the power available.',
    ],
    need: ['A dogbone adapter of the right type', 'A surge protector or energy management system'],
    cautions: ['Turn the pedestal breaker off before plugging in or unplugging, and never use an adapter that is hot, melted or discoloured.'],
    steps: [
      'Turn off large loads in the RV and the pedestal breaker.',
      'Plug the surge protector into the pedestal, then the adapter if needed, then the RV cord.',
      'Turn the pedestal breaker on and wait for the surge protector to approve the power.',
      'On 30 A, run one air conditioner and avoid using the microwave and electric water heater at the same time.',
      'On a 15 or 20 A household outlet, expect to run lights, the fridge and charging only.',
    ],
  },
  'Surge Protector Fault Codes': {
    intro: [
      'A surge protector or energy management system checks the pedestal before it lets power into the RV. Each code names a wiring problem at the pedestal or a voltage problem in the park. Codes differ by maker; the conditions are the same.',
    ],
    need: ['The surge protector manual', 'The campground office phone number'],
    cautions: ['Do not bypass the surge protector to "make it work". A reverse polarity or open ground fault can put a shock hazard on the RV\'s skin.'],
    steps: [
      'Read the code on the display or the light pattern.',
      'Open ground, reverse polarity or open neutral: the pedestal is wired wrong. Unplug and report it; ask for another site.',
      'Low or high voltage: many units cut power below about 104 V or above about 132 V. Turn off large loads and wait; report it if it persists.',
      'Time delay: many units wait a minute or two before connecting to protect air conditioner compressors.',
    ],
  },
};
