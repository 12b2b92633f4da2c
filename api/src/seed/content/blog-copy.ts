/** The blog posts' text beyond their lead: sections with specifics, a checklist where it helps, and a quote. */

export interface PostCopy {
  /** [heading, ...paragraphs] */
  sections: Array<[string, ...string[]]>;
  /** An optional checklist: [heading, items]. */
  list?: [string, string[]];
  /** A line from the article for the pull quote. */
  quote: string;
}

export const POST_COPY: Record<string, PostCopy> = {
  '10 Lakeside Campgrounds Worth the Drive': {
    sections: [
      ['Our ten, north to south', 'Lake Superior\'s south shore in Michigan\'s Upper Peninsula, for cold clear water and agate hunting. Flathead Lake, where the state park units put you within about an hour of Glacier National Park. Lake Chelan in Washington, warm enough to swim by July. Lake Champlain, with sunsets over the Adirondacks. Kentucky Lake and Land Between the Lakes, with miles of shoreline camping.', 'Further south: Table Rock Lake in the Missouri Ozarks, where the Corps of Engineers parks have roomy sites; Lake Ouachita in Arkansas, one of the clearest lakes in the region; Lake Guntersville in Alabama for bass and bald eagles in winter; Lake Texoma on the Texas-Oklahoma line; and Lake Powell, where the desert meets the water.'],
      ['Booking the good sites', 'Waterfront sites at public campgrounds often open for reservation six months ahead and fill within minutes for summer weekends. Set a reminder, know your rig\'s length including the tow vehicle, and read the site notes for slope: a lakeside site is often the least level in the loop.'],
      ['Before you launch', 'Many lakes require boats and kayaks to be cleaned, drained and dried between waters to stop invasive mussels, and some run inspection stations. Plan the extra time.'],
      ['Water levels change', 'Reservoir levels rise and fall with the season and the year. A site described as waterfront in spring may sit well back from the shore by September, and boat ramps can close when levels drop. Check the managing agency\'s current conditions page the week before you go.'],
    ],
    quote: 'The least level site in the loop is usually the one with the view. Bring extra blocks.',
  },
  'Your First Night in a Travel Trailer': {
    sections: [
      ['Arrive with time to spare', 'Plan to pull in at least two hours before dark. Backing into an unfamiliar site with a line of campers watching is stressful enough in daylight. Walk the site first and look for low branches, the hookup positions and which side the door will face.'],
      ['Set up in order', 'Level side to side with blocks before you unhitch, chock the wheels, unhitch, then level front to back with the tongue jack. Lower the stabilizers to contact only. Connect power through a surge protector, then water through a pressure regulator, then sewer if you have it.'],
      ['Sleep well', 'Run the furnace or AC for an hour before bed so the coach is at temperature. Close the blinds, check the propane and CO detectors are green, and put a flashlight by the door. Expect new noises: the fridge, the furnace fan, acorns on the roof. By night two you will not hear them.'],
      ['In the morning', 'Unhook in reverse order when you leave: sewer, water, power. Walk around once more before you pull out: steps up, antenna down, awning in, chocks picked up, and the hitch checked with a pull test. Write down what you forgot; that is next trip\'s checklist.'],
    ],
    list: ['Night-one checklist', ['Surge protector and water pressure regulator', 'Leveling blocks and wheel chocks', 'Flashlight and a small tool kit', 'Sheets and pillows already on the bed', 'A simple dinner that needs one pan']],
    quote: 'By the second night, the furnace fan sounds like home.',
  },
  'Dutch Oven Peach Cobbler at Camp': {
    sections: [
      ['What you need', 'A 12 in (30 cm) Dutch oven, about 25 charcoal briquettes, two 29 oz (820 g) cans of sliced peaches in juice, one box of yellow cake mix, one stick (1/2 cup) of butter and a teaspoon of cinnamon. Lining the oven with parchment saves the scrubbing.'],
      ['How to bake it', 'Light the briquettes and wait until they are ashed over, about 15-20 minutes. Pour the peaches with their juice into the oven, sprinkle the dry cake mix evenly over the top and do not stir. Dot with thin slices of butter and dust with cinnamon.', 'For about 350 °F (175 °C) in a 12 in oven, set 8 briquettes underneath in a ring and 16 on the lid. Bake 40-45 minutes, turning the oven a quarter turn one way and the lid a quarter turn the other every 15 minutes so no spot burns. It is done when the top is golden and the juice bubbles at the edges.'],
      ['Fire safety', 'Cook on a fire pan or bare mineral soil, away from the trailer and awning, and drown the coals when you are done.'],
      ['Variations', 'Swap the peaches for two cans of cherry pie filling, or use fresh sliced apples with a little brown sugar and lemon juice. In summer, fresh peaches work too: slice about six, toss with a quarter cup of sugar and let them sit while the coals light.'],
    ],
    quote: 'Eight under, sixteen on top, and forty minutes of stories.',
  },
  'Full-Time on the Road: One Year In': {
    sections: [
      ['The money', 'Our biggest costs were campground fees, diesel and insurance, in that order. Monthly rates at the same park cost us less than half of paying nightly, so we slowed down: three or four weeks in a place instead of three or four nights. Fuel dropped by more than a third when we did.'],
      ['The routines', 'Every Sunday is maintenance day: check tire pressures, look at the roof and slide seals, test the detectors, and dump and flush the tanks. Every travel day starts with the same walk-around. The routines are boring, and boring is what you want on a travel day.'],
      ['The surprises', 'Mail and residency took more planning than the rig. We chose a mail forwarding service in a state with simple vehicle registration. Internet was the other surprise: one carrier is never enough, so we run two plans and a cell booster.'],
      ['What we would tell ourselves', 'Buy the rig for the way you will live in it on a rainy Tuesday, not for the sunny weekend in the brochure. For us that meant a real desk, a pantry, a bigger fresh tank and a bed you can walk around. We would also have budgeted for one surprise repair a quarter; we needed three in the first year.'],
    ],
    quote: 'Slowing down cut our fuel bill by a third and doubled the fun.',
  },
  'Camping with Toddlers Without Losing Your Mind': {
    sections: [
      ['The bunkroom', 'Blackout curtains or a tension-rod curtain turn a bunk into a cave, and a small white-noise fan covers campground noise. Bring the crib sheets and the stuffed animals from home; familiar smells matter more than the view.'],
      ['Safety at the site', 'Walk the site for hazards before the kids get out: fire rings, water, the road through the loop. Keep the entry step retracted when no adult is at the door. A short pop-up play yard under the awning gives you a safe place to cook.'],
      ['Keep expectations small', 'Plan one outing a day and a nap in the trailer. A two-night trip within two hours of home is the perfect first try; if it goes wrong, you are home for dinner the next day.'],
      ['Packing for little ones', 'Bring twice the clothes you think, a pack of wipes for every bay, and one small bin of toys that only comes out on trips so it stays exciting. A sound machine, a night-light and a familiar blanket do more for bedtime than any gadget.'],
    ],
    quote: 'One outing and one nap a day: that is a successful toddler trip.',
  },
  'Five National Parks for Shoulder Season': {
    sections: [
      ['Our five', 'Great Smoky Mountains in late October, for color without the summer traffic. Zion in March or November, when the days are cool enough to hike all day. Acadia in September, after the summer crowds leave. Arches and Canyonlands in April. Grand Teton in late September, with the aspens turning and elk bugling.'],
      ['Rig size and rules', 'Check each park\'s vehicle limits before you go. Many park campgrounds have length limits well under 40 ft, and some roads have restrictions: at Zion, large vehicles need a traffic-control escort through the Zion-Mount Carmel Tunnel and some are too large for it. Plenty of private and public campgrounds just outside the parks take big rigs.'],
      ['Shoulder-season realities', 'Services shrink: some campgrounds, water spigots and dump stations close for the season, and mountain nights can freeze. Carry fresh water, check the forecast and be ready to winterize quickly if a cold front arrives.'],
      ['Book smart', 'Shoulder season is quieter but not empty. Popular park campgrounds still book out on autumn weekends, and some parks use timed entry or vehicle reservations in busy months. Check each park\'s current reservation rules before you leave home, and keep a backup campground outside the gate.'],
    ],
    quote: 'Shoulder season trades a little warmth for a lot of elbow room.',
  },
  'Meet the New Solar Packages': {
    sections: [
      ['What is in the box', 'Each package pairs roof-mounted panels with an MPPT charge controller, a lithium battery bank and an inverter wired to selected outlets. The controller and battery settings come set for lithium from the factory, and a battery monitor shows state of charge on the command center.'],
      ['What it runs', 'The goal is a comfortable weekend without hookups: lights, water pump, furnace fan, phones and laptops, the TV for an evening and the coffee maker in the morning. Air conditioning still needs shore power or a generator.'],
      ['Growing it later', 'Every package includes a side-wall port for a portable panel and room in the wiring for more roof panels, so you can add capacity as your camping changes.'],
      ['What to expect day to day', 'In summer sun, a typical roof package replaces a day\'s lights, fans and device charging by early afternoon. In winter, with a low sun and shorter days, expect about half that. The battery monitor shows what went in and out, so after a trip or two you will know exactly how long you can stay out.'],
    ],
    quote: 'Coffee at sunrise, no generator, no hookups.',
  },
  'Foil-Packet Dinners for Busy Campers': {
    sections: [
      ['The method', 'Use heavy-duty foil, two sheets per packet, and seal the edges with a double fold so steam stays in. Cook on a grill grate over medium heat or on coals that have burned down, 15-25 minutes depending on the filling, turning once.'],
      ['Five fillings', 'Sausage, baby potatoes and peppers. Salmon with lemon, butter and asparagus. Chicken, pineapple and teriyaki with sliced onion. Ground beef patties with carrots and potatoes (the classic "hobo dinner"). Shrimp, corn and smoked sausage with a spoon of seafood seasoning.'],
      ['Food safety', 'Cook chicken to 165 °F (74 °C) and ground beef to 160 °F (71 °C); a small instant-read thermometer earns its space in the drawer. Keep the prepped packets in the fridge until cooking.'],
      ['Make it a routine', 'Prep on the night before you leave: chop, season and seal, then label each packet with the name of who gets it and the cook time. Pack them flat in the fridge. On arrival night dinner is ready in twenty minutes, and the only dish to wash is the tongs.'],
    ],
    quote: 'Chop at home, seal in foil, eat before the fire is even going.',
  },
  'Boondocking 101': {
    sections: [
      ['Water', 'Water runs out first. A family of four can use 10-15 gallons a day with care: navy showers, paper plates, a dishpan to catch rinse water. Know your fresh, gray and black capacities; gray usually fills before fresh runs out.'],
      ['Power', 'Know your battery\'s usable amp-hours and what you use a day. Solar replaces much of it in good sun; a generator covers the rest. Lead-acid batteries should not go below about half charge; lithium can go lower.'],
      ['Where and how', 'Dispersed camping on many national forest and public lands is allowed for a limited stay, often 14 days, unless posted otherwise. Use existing sites, keep generators off during quiet hours, check fire restrictions, and pack out everything you bring in.'],
      ['Leave it better', 'Use an existing fire ring if fires are allowed, keep the generator off during quiet hours, and give other campers space; on open public land a few hundred feet is polite. Dump tanks only at dump stations, never on the ground, and pack out every bit of trash.'],
    ],
    list: ['Boondocking kit', ['Full fresh tank and empty holding tanks', 'Extra water jugs', 'Leveling blocks for uneven ground', 'A shovel and a fire extinguisher', 'Offline maps and a way to call for help']],
    quote: 'Gray fills before fresh runs out. Plan your dishes around it.',
  },
  'A Week on the Blue Ridge Parkway': {
    sections: [
      ['The road', 'The Parkway runs 469 miles from Shenandoah National Park in Virginia to the Great Smoky Mountains in North Carolina, with a top speed limit of 45 mph and lower in many stretches. There are no commercial trucks and no billboards, just overlooks, split-rail fences and mileposts.'],
      ['Tunnels and clearance', 'Several tunnels, mostly in the North Carolina section, have clearances lower than the height of many fifth wheels and some travel trailers. Measure your rig\'s height and check the Parkway\'s published tunnel clearances before you go; there are detours to lower roads where needed.'],
      ['Our week', 'We camped at Parkway campgrounds near Peaks of Otter and Julian Price, with a stop for bluegrass in Floyd, Virginia, and finished near Asheville. Parkway campgrounds have limited hookups, so arrive with full water and a plan for dumping.'],
      ['Weather and closures', 'Sections of the Parkway close in winter for snow and ice and occasionally for repairs in other seasons. Fog is common at the higher elevations, even in summer. Check the Parkway\'s road status page each morning and keep a paper map, since cell signal disappears in the hollows.'],
    ],
    quote: 'At 45 mph the Parkway makes you slow down, and that is the point.',
  },
  'Working Remotely from Your RV': {
    sections: [
      ['Connectivity', 'We carry plans on two different cell carriers and a roof-mounted cell booster; between them we have worked from nearly everywhere with a signal. Satellite internet covers the rest where the sky is open. Check coverage maps before booking, and confirm with recent campground reviews.'],
      ['A real desk', 'A floorplan with a dedicated desk or a dinette that converts quickly matters more than you think. Add a proper chair, a second monitor that runs on 12 V or the inverter, and a headset.'],
      ['Power and etiquette', 'A laptop and monitor draw little power, but video calls on a hot afternoon mean the AC too. Take calls inside, keep the generator off during neighbours\' quiet hours, and schedule travel days for lighter work days.'],
      ['Plan the week around work', 'We book longer stays at campgrounds with tested signal during heavy work weeks and save the remote, beautiful spots for weekends. Travel days fall on Fridays or Mondays, and we never plan a long drive before an important call.'],
    ],
    quote: 'Two carriers, one booster and a desk that is not the dinette.',
  },
  'Campfire Breakfast Burritos': {
    sections: [
      ['Make ahead', 'Scramble a dozen eggs with diced peppers and onion, brown a pound of sausage or chorizo, and cook a bag of diced hash-brown potatoes until crisp. Let everything cool before filling twelve large tortillas with a handful of shredded cheese each.'],
      ['Wrap and store', 'Roll tightly, wrap each burrito in foil and label it. They keep three to four days in the fridge or a month in the freezer; thaw overnight in the fridge before the trip.'],
      ['Reheat', 'Set the foil-wrapped burritos on a grill grate over medium coals for 8-10 minutes a side, or until the center is hot. Salsa and hot sauce live in the trailer door.'],
      ['Variations', 'Swap sausage for black beans and roasted peppers for a vegetarian version, or add diced green chiles and pepper jack for heat. For kids, keep a few plain egg and cheese burritos marked with a different color of tape so no one bites into chorizo by surprise.'],
    ],
    quote: 'Twelve burritos on Sunday means twelve easy mornings.',
  },
  'Teaching Kids to Read a Trail Map': {
    sections: [
      ['Start with the legend', 'At the trailhead, go over the legend together: the trail line, water, parking, viewpoints. Ask the kids to find where you are standing and where the trail ends.'],
      ['Contour lines as a game', 'Explain that lines close together mean steep and lines far apart mean flat. Before each climb, ask them to predict from the map whether it will be hard. Kids love being right about the hill before they see it.'],
      ['Let them lead', 'Give the map holder the job of calling out each junction and landmark. Keep a copy yourself and stay on marked trails; the goal is confidence, not getting lost.'],
      ['Bring it home', 'After the hike, let the kids mark the route on the map in pencil and write the date and what they saw at each stop. A box of marked-up maps becomes the family\'s trip journal, and the next hike starts with them choosing the trail.'],
    ],
    quote: 'Close lines mean steep. They will never forget it after the first climb.',
  },
  'What Is New in the 2026 Lineup': {
    sections: [
      ['Floorplans', 'New bunkhouse layouts put the bunks in a room with its own door and a dedicated storage wall, and several fifth wheels add a rear living plan with theater seating opposite the kitchen island.'],
      ['Interiors', 'Two new interior decors arrive, one light with warm wood tones and one darker with modern fabrics. Every decor uses wipe-clean upholstery on the dinette and sofa.'],
      ['Standard features', 'More models now come with a solar prep package, a battery monitor on the command center and LED lighting throughout. See each floorplan\'s specifications page for the features of that model.'],
      ['See them in person', 'Floorplans look different in person than on a screen. Visit your dealer to walk through the new layouts, sit at the dinette and open the storage. Our floorplan pages list each model\'s dimensions, weights and standard features, so you can compare before you go.'],
    ],
    quote: 'A bunkroom with a door: the most requested feature of the year.',
  },
  'Desert Camping in Winter': {
    sections: [
      ['Where', 'The Southwest fills with snowbirds from November to March: around Quartzsite and Yuma in Arizona, Anza-Borrego in California, and the Long-Term Visitor Areas on public land, where a season permit lets you stay for months.'],
      ['Cold nights', 'Desert nights can drop below freezing even after a warm afternoon. Keep the fresh tank and the wet bay above freezing with the furnace, open the cabinets under the sinks, and disconnect the hose at night.'],
      ['Dust and sun', 'Fine dust gets into everything: close the roof vents when the wind rises, and clean the solar panels more often than you would at home. The sun is strong even in January, so keep tire covers on when parked for long stays.'],
      ['Water and dumping', 'Water and dump stations can be miles away from the best desert camps. Arrive with a full fresh tank and empty holding tanks, carry extra jugs, and learn where the nearest dump station is before you need it. Conserving water in the desert becomes second nature within a week.'],
    ],
    quote: 'Seventy degrees at two, freezing at two: plan for both.',
  },
  'Our Favorite Campground Games': {
    sections: [
      ['For all ages', 'Cornhole, ladder toss and a bocce set travel well and work on grass or gravel. A deck of cards and a travel Yahtzee cover rainy days.'],
      ['For the little ones', 'A scavenger hunt list (pinecone, smooth rock, something red, a bird\'s feather left on the ground) keeps kids busy and teaches them to look closely. Glow sticks turn an evening walk into an event.'],
      ['Campground manners', 'Keep games inside your site, away from neighbours\' rigs and the road through the loop, and pack them away at quiet hours.'],
      ['Games for rainy days', 'A rainy afternoon in the trailer goes faster with a card game everyone knows, a small puzzle that fits on the dinette and a book of travel riddles. Keep them in one bin in the overhead storage so they are always aboard.'],
    ],
    quote: 'A bag of games by the door: the kids are outside before the awning is out.',
  },
  'How We Test Our Trailers': {
    sections: [
      ['Rain test', 'Every unit goes through a water test before it leaves the line: high-volume spray from every angle while inspectors check inside for moisture at windows, slides and roof penetrations.'],
      ['Shaker table and road course', 'Prototypes spend weeks on a shaker table that simulates years of road vibration, then on a road course with potholes, washboard and tight turns. We look for cabinet hardware, fasteners and slides that loosen, and change the design before production.'],
      ['Final inspection', 'Each unit gets a final inspection of appliances, plumbing pressure, propane leak test and electrical systems, and a road test before shipping.'],
      ['What owners can check', 'At delivery, your dealer walks you through every system. Look at the roof and slide seals, run each slide and appliance, and note anything that needs attention on the delivery checklist. The first trip close to home is your own road test.'],
    ],
    quote: 'If a cabinet latch opens on the shaker table, it changes before production.',
  },
  'Skillet Cornbread and Chili Night': {
    sections: [
      ['The chili', 'Brown two pounds of ground beef with an onion, add two cans of beans, a can of crushed tomatoes, two tablespoons of chili powder, a teaspoon of cumin and salt to taste. Simmer 30 minutes, longer if you have time.'],
      ['The cornbread', 'Heat a 10 in (25 cm) cast-iron skillet with a spoon of butter. Mix a box of cornbread mix as directed, pour it into the hot skillet and bake at about 400 °F (205 °C) in the RV oven, or covered over medium coals, for 20-25 minutes until golden.'],
      ['Serve', 'Cheddar, sour cream and sliced green onions on the side; honey butter for the cornbread.'],
      ['Leftovers', 'Leftover chili keeps three to four days in the fridge and makes the next day\'s lunch: spoon it over baked potatoes or corn chips with cheese. Leftover cornbread, split and toasted in the skillet with butter, is breakfast.'],
    ],
    quote: 'One pot, one skillet, and the whole loop wondering what smells so good.',
  },
  'Pacific Coast Highway by Trailer': {
    sections: [
      ['Plan the tight stretches', 'Highway 1 through Big Sur is narrow and winding, with sharp curves, few places to turn around and occasional closures from slides. Many owners with long rigs take US 101 for that section and drive Big Sur as a day trip. Check Caltrans for closures and advisories before you go.'],
      ['Where to stay', 'State park campgrounds along the coast book up early, often six months ahead for summer. Many have length limits, so check each one against your rig and tow vehicle.'],
      ['Fuel and pace', 'Fuel up in larger towns; stations on the remote stretches are few and pricey. Use the turnouts to let traffic pass; it is the law when five or more vehicles are behind you.'],
      ['Our favorite stops', 'The elephant seal viewing area near San Simeon, the tide pools at Montaña de Oro and the redwood groves further north are all easy stops with a trailer if you plan parking ahead. Many scenic pullouts are too small for long rigs; unhitch at camp and explore with the tow vehicle.'],
    ],
    quote: 'Take Big Sur as a day trip and enjoy it twice as much.',
  },
  'Packing Lists That Actually Work': {
    sections: [
      ['The permanent kit', 'Kitchen: pots, pans, utensils, dish soap and a dishpan. Bath: towels, toilet paper made for RVs, a first-aid kit. Tools: gloves, a basic socket set, a tire gauge, a torque wrench, spare fuses and a flashlight. These never leave the trailer.'],
      ['The trip list', 'Clothes, food, medicines, chargers and the pets\' things. Keep the list on your phone and edit it after every trip: cross off what you did not use, add what you missed.'],
      ['Weight matters', 'Everything you keep aboard counts against cargo capacity. Go through the bays once a season and take out what has not been used in a year.'],
      ['One list per season', 'Keep separate lists for summer and shoulder-season trips. Cold-weather trips need heated hoses, extra blankets and antifreeze; summer trips need fans, sunscreen and bug spray. Switching lists as the seasons change means nothing important gets left behind.'],
    ],
    list: ['Hookup kit', ['Surge protector and a 30 A to 15 A adapter', 'Drinking-water hose and pressure regulator', 'Sewer hose, elbow and gloves', 'Leveling blocks and chocks', 'A marked hose for the black tank flush']],
    quote: 'The best packing list is the one you edit after every trip.',
  },
};
