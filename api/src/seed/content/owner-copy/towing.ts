/** Towing and hitching articles: hitches, brakes, tires and weight. */
import type { ArticleCopy } from './article-copy';

const PULL_TEST = 'Before every trip, do a pull test: with the trailer brakes applied from the controller, ease forward. The hitch should hold firmly.';

export const HITCH_COPY: Record<string, ArticleCopy> = {
  'Setting Up a Weight-Distribution Hitch': {
    intro: [
      'When you drop a trailer tongue on a bumper-pull hitch, the rear of the tow vehicle squats and the front lifts. Less weight on the front axle means weaker steering and braking. A weight-distribution hitch uses spring bars to move some of that weight back to the front axle and onto the trailer axles.',
      'Set it up once with the trailer loaded as you travel, then check it whenever your load changes. The hitch maker\'s instructions come first; the steps below show the usual sequence.',
    ],
    need: [
      'The weight-distribution hitch and its instructions',
      'A tape measure and a notepad',
      'A torque wrench that reaches the hitch maker\'s bolt torque (often well over 100 ft-lb)',
      'Level ground, the trailer loaded for travel, and the tow vehicle loaded as you drive it',
    ],
    cautions: [
      'Tongue weight should be about 10-15 percent of the loaded trailer weight. Below 10 percent the trailer is prone to sway; above 15 percent you may overload the hitch or the rear axle.',
      'Never exceed the rated capacity of the hitch, the receiver, or the tow vehicle (the lowest rating wins).',
    ],
    steps: [
      'Measure from the ground to the top of each front wheel opening and each rear wheel opening with the tow vehicle unhitched. Write them down.',
      'Weigh or measure the tongue weight (a tongue scale or a CAT scale) and check it is 10-15 percent of the trailer weight.',
      'Set the ball height: with the trailer level, the top of the ball should sit about 1 in (25 mm) above the coupler height to allow for squat. Adjust the shank or the head on the shank.',
      'Set the head tilt per the instructions (usually with washers or a tilt bolt); more tilt adds more transfer.',
      'Couple the trailer, raise the tongue jack a few inches, and install the spring bars with the chains or brackets in the recommended position.',
      'Lower the jack fully and measure the front wheel openings again.',
      'Adjust tension until the front measurement returns to at least half of the rise it had when you hitched without the bars, or to the figure the tow vehicle maker gives. Avoid overcorrecting past the unhitched height.',
      'Torque every bolt to the hitch maker\'s figure and re-check after the first 50-100 miles.',
      'Test drive: the tow vehicle should steer normally and the trailer should ride level or slightly nose-down.',
    ],
    more: [['When to re-check', 'Re-check the setup when you change tow vehicles, add a heavy load up front such as a generator, or notice the steering feels light.']],
  },
  'Fifth-Wheel Pin Box Adjustment': {
    intro: [
      'A fifth wheel should ride level, or very slightly nose-up, with enough clearance between the trailer\'s front cap and the truck\'s bed rails. Many owners aim for about 6 in (150 mm) of clearance. Some pin boxes have height settings; others are set by the hitch head height.',
    ],
    need: ['A tape measure and a level', 'The pin box and hitch manuals', 'A torque wrench'],
    cautions: ['Support the trailer on its landing gear and chock the wheels before loosening any pin box bolts. Retorque to the pin box maker\'s figure; loose pin box bolts are dangerous.'],
    steps: [
      'Hitch up on level ground and measure the trailer\'s front and rear frame heights; they should match within about an inch.',
      'Measure the clearance from the bed rails to the underside of the front overhang.',
      'If the trailer is nose-down, raise the hitch head or lower the pin position; if nose-up, the reverse.',
      'Adjust only in the steps the pin box or hitch maker allows.',
      'Torque the bolts and measure again.',
    ],
  },
  'Gooseneck Adapters and Your Warranty': {
    intro: [
      'A gooseneck adapter lets a fifth wheel connect to a gooseneck ball. It also changes how forces reach the trailer frame. Many frame makers list only specific couplers as approved, and an unapproved adapter can void the frame warranty.',
    ],
    need: ['Your trailer\'s frame warranty terms', 'The adapter maker\'s approval list'],
    cautions: ['Never weld to or drill the pin box or trailer frame to fit an adapter.'],
    steps: [
      'Read the frame and pin box warranty section of your owner manual.',
      'Check that the adapter is approved by the frame maker for your trailer, in writing.',
      'Have your dealer install and torque it.',
      'Keep the approval and the installation receipt with your warranty papers.',
    ],
    more: [["Why it matters", "A fifth-wheel pin box is designed to pivot loads into the trailer frame at a particular point. Some adapters lengthen the lever arm or change the angle, raising the stress on the front of the frame. That is why frame makers test and approve specific couplers rather than approving adapters in general."], ["Before buying a truck", "If you are choosing between a fifth-wheel hitch and a gooseneck ball in a new truck, ask your dealer first; the trailer's approval list may decide it for you."]],
  },
  'Weighing Your Tow Vehicle and Trailer': {
    intro: [
      'The only way to know your real weights is to weigh the rig loaded for travel. A certified truck scale gives axle weights in three passes for a small fee.',
    ],
    need: ['The rig loaded as you travel, with full fuel and water as you normally carry', 'The weight labels from the tow vehicle door jamb and the trailer', 'A notepad'],
    cautions: ['Stay within every rating: tow vehicle GVWR, each axle\'s GAWR, the trailer GVWR and the combined weight rating.'],
    steps: [
      'First pass: the whole rig, hitched, with weight distribution engaged. Note steer, drive and trailer axle weights.',
      'Second pass: hitched, weight distribution bars released (bumper-pull only). This shows the tongue weight\'s effect.',
      'Third pass: tow vehicle alone, trailer parked.',
      'Trailer weight = total of pass one minus tow vehicle weight of pass three.',
      'Tongue or pin weight = tow vehicle weight in pass two minus pass three.',
      'Compare with the ratings and adjust the load if anything is over.',
    ],
  },
  'Hitch Height and Trailer Level': {
    intro: [
      'A trailer that rides nose-up puts too little weight on the front axle of a tandem and can sway; nose-down overloads the front axle and the hitch. Aim for level, or slightly nose-down, loaded and hitched.',
    ],
    need: ['Level ground', 'A tape measure', 'An adjustable ball mount'],
    cautions: ['Never exceed the ball mount\'s and ball\'s ratings, and torque the ball nut to its maker\'s figure.'],
    steps: [
      'Level the trailer on its tongue jack and measure from the ground to the bottom of the coupler.',
      'Set the ball mount so the top of the ball is about 1 in (25 mm) above that height, unhitched, to allow for squat.',
      'Hitch up with the load as you travel and check the trailer frame is level.',
      'Adjust the ball mount one step and check again if needed.',
    ],
    more: [["Why level matters", "On a tandem axle, a nose-high trailer overloads the rear axle and unloads the front one; a nose-low trailer does the reverse. Either way one axle's tires and brakes work harder. Level keeps the load even and the brakes balanced."]],
  },
  'Sway Control Adjustment': {
    intro: [
      'Sway is the trailer swinging side to side behind the tow vehicle. It usually starts from a gust, a passing truck or a quick steering input, and it grows when the trailer is loaded tail-heavy, the tires are soft or the speed is too high. Sway control resists that movement, but weight and setup come first.',
      'There are two common types. Friction sway control uses a bar with an adjustable friction pad; cam or integrated systems use the spring bars to hold the trailer straight. Adjust them to the maker\'s instructions.',
    ],
    need: ['The sway control maker\'s instructions', 'A tape measure and access to a scale', 'A wrench for the friction adjustment'],
    cautions: [
      'If the trailer starts to sway: take your foot off the accelerator, hold the wheel straight, and apply the trailer brakes alone with the brake controller\'s manual lever. Do not hit the tow vehicle brakes hard or steer sharply. Slow down and pull over safely.',
      'Disengage or loosen a friction sway bar on wet, icy or loose surfaces and before sharp backing, as its instructions say.',
    ],
    steps: [
      'Check the load first: tongue weight 10-15 percent of the trailer weight, heavy items low and over the axles, nothing heavy on the rear bumper.',
      'Set tire pressures cold to the sidewall figure on both the trailer and the tow vehicle.',
      'Check the weight-distribution setup so the front axle has its weight back.',
      'For friction sway control, tighten the handle in small steps until the trailer feels planted, without making turns stiff.',
      'For cam systems, check the cams seat correctly in their detents with the rig straight.',
      'Test drive on a quiet road at moderate speed; note how the rig reacts to passing trucks.',
      'Keep speed moderate: sway risk rises sharply with speed, and ST trailer tires often carry a speed rating of 65-75 mph.',
    ],
    more: [["Loading to prevent sway", "Put the heaviest items low and just ahead of the trailer axles. Avoid carrying heavy items such as generators or full water jugs on the rear bumper or in a rear storage bay: weight behind the axles lightens the tongue and makes the trailer eager to swing."], ['If sway keeps happening', 'Recurring sway is a setup or load problem, not something sway control should hide. Weigh the rig and have your dealer check the hitch, tires and axle alignment.']],
    notes: ["Tow with the fresh tank nearly empty when you can. Water is heavy, and where the tank sits changes the tongue weight."],
  },
  'Coupling a Fifth Wheel Step by Step': {
    intro: [
      'Fifth-wheel coupling takes a few minutes, and a visual check at the end is what makes it safe. Most unhitching accidents happen because the jaws did not lock or the pin was high.',
    ],
    need: ['Wheel chocks', 'A flashlight', 'The hitch\'s safety pin or lock'],
    cautions: ['Stay clear between the truck and the trailer while the truck moves. Confirm the jaws have closed around the kingpin before lifting the landing gear.'],
    steps: [
      'Chock the trailer wheels, lower the tailgate and open the hitch jaws.',
      'Set the trailer pin box slightly below the hitch plate, about 1/2-1 in (13-25 mm), so the plate lifts the pin box as you back in.',
      'Back slowly and straight until the hitch locks with a firm clunk.',
      'Check visually that the jaws are closed around the pin and insert the safety pin or lock.',
      'Raise the landing gear a little so the weight sits on the hitch, then do the pull test with the trailer brakes applied.',
      'Raise the landing gear fully, connect the 7-way cord and the breakaway cable, and close the tailgate.',
      'Remove the chocks and check lights and brakes before you drive.',
    ],
    notes: [PULL_TEST],
  },
};

export const TIRE_BRAKE_COPY: Record<string, ArticleCopy> = {
  'Adjusting the Brake Controller': {
    intro: [
      'The brake controller in the tow vehicle tells the trailer\'s electric brakes how hard to work. Set the gain for the load: a heavy trailer needs more, a light one less.',
    ],
    need: ['A quiet, dry, paved area', 'The brake controller manual'],
    cautions: ['Set the gain at low speed on dry pavement, away from traffic. Too much gain locks the trailer wheels; too little makes the tow vehicle do the stopping.'],
    steps: [
      'Hitch up with the trailer loaded as you travel.',
      'Drive at about 20-25 mph (30-40 km/h) and squeeze the manual lever fully.',
      'Raise the gain until the trailer brakes grab firmly just short of locking the wheels.',
      'Use the boost setting if your controller has one for heavier loads, as its manual describes.',
      'Re-check when your load or the road surface changes.',
    ],
    more: [["Proportional or time-based", "A proportional controller senses how hard the tow vehicle is braking and matches it; a time-delayed controller ramps up over time. Both need the gain set for your load. Built-in controllers in many trucks have their own menu; check the truck owner manual."]],
  },
  'Tire Age and Replacement': {
    intro: [
      'Trailer tires usually age out before they wear out. Sunlight, ozone and long periods parked in one position break the rubber down from the inside, so a tire with plenty of tread can still fail. Many tire and RV makers recommend replacing trailer tires at about 5-6 years old whatever the tread looks like; follow your tire maker\'s guidance.',
      'Every tire carries its birth date in the DOT code on the sidewall.',
    ],
    need: ['A flashlight to read the sidewall', 'A tread depth gauge', 'The trailer\'s tire and loading placard'],
    cautions: ['Replace tires with the same size and at least the same load range as the placard. A lower load range can be overloaded and fail.'],
    steps: [
      'Find the DOT code on each tire; it may be on the inner sidewall.',
      'Read the last four digits: week and year. "2321" means the 23rd week of 2021.',
      'Replace tires about 5-6 years from that date, or sooner if the tire maker says.',
      'Look for cracks in the sidewall and between the tread blocks, bulges, and uneven wear.',
      'Measure tread: replace at 2/32 in (1.6 mm) or sooner, and investigate uneven wear, which can mean a bent axle or alignment issue.',
      'Replace tires on the same axle together.',
      'Check the spare\'s age too; it ages even if never used.',
    ],
    more: [["Storage and sunlight", "Ultraviolet light and ozone are what age tires fastest. In storage, cover the tires with opaque covers, park on wood or plastic pads rather than bare dirt, and keep them away from electric motors, which give off ozone. Inflate them to the sidewall pressure before storing, and check again before the first trip."], ["Load range and speed rating", "The load range letter (C, D, E and so on) sets how much weight the tire carries at its maximum pressure. The speed rating letter, when present, sets its maximum speed; many ST tires are rated for 65 mph (105 km/h) and some newer ones for 75 mph (120 km/h) or more. Match or exceed the original tires on both."], ["After a blowout", "If one tire on an axle fails, inspect the other carefully: it carried extra load while its partner was flat. Many owners replace both, and check the fender and wiring for damage from the tread."], ['Making tires last', 'Keep them inflated to the sidewall pressure, cover them from the sun in storage, and move the trailer a little every few months so the same spot does not bear the load all winter.']],
  },
  'Bearing Repack Intervals': {
    intro: [
      'Wheel bearings carry the whole trailer. Many axle makers call for inspection and repacking every 12 months or 12,000 miles (19,000 km), whichever comes first, and after the trailer has sat for a long time or been submerged.',
    ],
    need: ['Your axle maker\'s service manual', 'Wheel bearing grease of the type they name', 'New grease seals', 'An infrared thermometer for quick checks'],
    cautions: ['Bearing adjustment must follow the axle maker\'s procedure exactly. If you are not sure, have your dealer do it.'],
    steps: [
      'At each fuel stop on a trip, put your hand near (not on) each hub or use an infrared thermometer; one hub much hotter than the others is a warning.',
      'Listen for grinding and look for grease on the inside of the wheel.',
      'On schedule, remove the hub, clean and inspect the bearings and races, and repack with fresh grease.',
      'Replace the grease seal every time it is removed.',
      'Adjust the bearings and install a new cotter pin or retainer per the manual.',
    ],
  },
  'Breakaway Switch Test': {
    intro: [
      'If the trailer ever separates from the tow vehicle, the breakaway cable pulls a pin that applies the trailer brakes from the breakaway battery. Test it before every trip.',
    ],
    need: ['The trailer hitched', 'A charged breakaway battery'],
    cautions: ['Do not leave the pin out for more than a few seconds; it drains the battery and heats the brake magnets.'],
    steps: [
      'Check the breakaway battery is charged (many have a test button or light).',
      'Pull the pin out of the switch.',
      'Try to pull forward slowly: the trailer brakes should hold.',
      'Push the pin fully back in.',
      'Attach the cable to the tow vehicle frame or a dedicated point, never to the ball or a safety chain.',
    ],
    more: [["Keeping the breakaway battery charged", "Most breakaway batteries charge from the tow vehicle through the 7-way plug or from the house battery. A breakaway battery must be able to hold the brakes if the trailer separates; many rules call for 15 minutes. Replace it if it will not hold a charge."], ["Where the switch lives", "The switch is usually on the A-frame or the pin box. Check the cable for fraying and the switch for corrosion each season."]],
  },
  'Checking Your Cargo Capacity': {
    intro: [
      'The weight label near the trailer\'s front left corner lists the GVWR (maximum loaded weight) and the cargo carrying capacity. Water, propane and everything you pack count against it: fresh water weighs about 8.3 lb per gallon (1 kg per liter).',
    ],
    need: ['The weight label', 'A scale ticket'],
    cautions: ['An overloaded trailer overloads its tires, axles and brakes. Stay under the GVWR and each axle rating.'],
    steps: [
      'Read GVWR and cargo carrying capacity from the label.',
      'Estimate your load, including water and propane, or better, weigh the trailer.',
      'Compare the scale weight with the GVWR.',
      'Travel with less fresh water if you are close to the limit and fill at the campground.',
    ],
    more: [["What counts as cargo", "Everything added after the trailer left the factory counts: water in the fresh tank, propane, batteries added or upgraded, dealer-installed options, food, clothes, tools, bikes and the contents of every bay. Water in the gray and black tanks counts too; dump before a long drive when you can."], ["Tongue weight", "Cargo also changes tongue weight. Loading heavy items toward the front increases it; loading them behind the axles reduces it and can make the trailer sway."]],
  },
  'Tire Pressure for Towing': {
    intro: [
      'Under-inflation is the main cause of trailer tire failures. A soft tire flexes more, builds heat and breaks down, often without warning. Most trailers run special trailer (ST) tires, which are built with stiffer sidewalls to carry heavy loads and resist sway, and they need the right pressure to do it.',
      'The rule most ST tire makers give is simple: inflate cold to the maximum pressure shown on the sidewall for the load range, unless the tire or trailer maker tells you otherwise.',
    ],
    need: ['An accurate tire gauge (a digital or dial gauge, checked against a second one)', 'An air compressor that reaches your tire pressure (load range E tires often need 80 psi / 550 kPa)', 'The trailer tire and loading placard and the tire sidewall', 'A tire pressure monitoring system (TPMS), if you have one'],
    cautions: [
      'Never inflate above the wheel\'s rated pressure, which may be stamped on the wheel. If the tire\'s maximum is higher than the wheel\'s, you need wheels rated for it.',
      'Check and set pressure cold, before driving or after the trailer has sat three hours. Never let air out of a hot tire; pressure rises as it warms and that is normal.',
    ],
    steps: [
      'Read the maximum cold inflation pressure on the tire sidewall and the recommended pressure on the trailer\'s placard.',
      'Check all tires cold, including the spare, with the same gauge.',
      'Inflate ST tires to the sidewall maximum for their load range unless the tire maker advises differently; never go below the placard figure.',
      'Refit valve caps; they keep out dirt that makes valves leak.',
      'Check pressure before every trip and at least monthly in storage. Tires lose about 1-2 psi a month, and about 1 psi for every 10 °F (5.6 °C) drop in temperature.',
      'On the road, check pressures each morning before you leave, or watch the TPMS.',
      'Inspect each tire for cuts, bulges and uneven wear while you are there.',
    ],
    more: [
      ['Speed matters too', 'Many ST tires are rated for 65 mph (105 km/h); newer ones may carry a higher letter on the sidewall. Staying at or under the rating keeps heat down.'],
      ['The tow vehicle', 'The tow vehicle\'s tires follow the pressure on its door jamb placard, often with a towing figure in the owner manual. Check them on the same schedule.'],
    ],
    notes: ["Keep a small notebook or phone note of cold pressures by tire position. A tire that needs air every time has a slow leak from a nail, the valve or the bead."],
  },
  'TPMS Sensor Setup': {
    intro: [
      'A tire pressure monitoring system shows every tire\'s pressure and temperature on a display in the tow vehicle and warns you of a slow leak before it becomes a blowout.',
    ],
    need: ['The TPMS display and sensors', 'The TPMS manual', 'Tires inflated cold to their set pressure'],
    cautions: ['A TPMS warns, it does not replace a gauge check. If it alarms, slow down and pull over safely to check.'],
    steps: [
      'Inflate all tires cold to the correct pressure first.',
      'Pair each sensor to its position on the display, following the manual\'s sequence.',
      'Set the low-pressure alarm about 10 percent below your cold pressure and the high alarm about 20-25 percent above it.',
      'Set the temperature alarm as the manual suggests.',
      'Check the readings at your first stop; a tire reading much hotter than its neighbor needs a look.',
    ],
    more: [["Sensor batteries and repeaters", "Cap sensors run on small batteries that last a year or more; flow-through and internal sensors vary. Long fifth wheels and travel trailers may need the system's signal repeater so the rear sensors reach the display."]],
  },
  'Electric Brake Magnet Wear': {
    intro: [
      'Electric trailer brakes use a magnet that grips the drum face when the controller sends current. The magnets and shoes wear over time; inspect them when the bearings are serviced.',
    ],
    need: ['The axle maker\'s brake service manual', 'A straightedge', 'Brake cleaner'],
    cautions: ['Brake dust should not be blown with compressed air. Clean with brake cleaner and a rag, and wear a mask.'],
    steps: [
      'Remove the hub and drum as for bearing service.',
      'Check the magnet face with a straightedge: uneven wear or wear past the maker\'s limit means replacement.',
      'Check shoe lining thickness and look for grease contamination; greasy linings must be replaced.',
      'Replace magnets and shoes in pairs on the same axle.',
      'Adjust the brakes as the manual describes after reassembly.',
    ],
    more: [["Signs between services", "Trailer brakes that feel weak even at high gain, pull to one side, or make a grinding noise need inspection before the next trip. A brake controller that shows an open or short circuit code points to wiring or a failed magnet."]],
  },
  'Safety Chains and Breakaway Cable Routing': {
    intro: [
      'Safety chains hold the trailer to the tow vehicle if the coupler fails; the breakaway cable applies the trailer brakes if everything else lets go. Routed correctly, they work together.',
    ],
    need: ['Safety chains rated at least for the trailer weight', 'The hook latches or retainers that came with them'],
    cautions: ['Chains that drag wear through and spark; chains that are too short bind in turns. Leave just enough slack for a full turn.'],
    steps: [
      'Cross the chains under the coupler to form a cradle that would catch the tongue.',
      'Hook them to the tow vehicle\'s safety chain loops, hooks closed and latched.',
      'Check the slack with the wheels turned fully both ways.',
      'Attach the breakaway cable to a separate point on the tow vehicle frame, not to a chain, with less slack than the chains so it pulls first.',
    ],
    more: [["Fifth wheels", "Fifth-wheel trailers generally do not use safety chains; the kingpin and hitch jaws do that job. The breakaway cable still applies, attached to a solid point in the truck bed."]],
  },
  'Lug Nut Torque After a Tire Change': {
    intro: [
      'Wheels seat as they are driven. Lug nuts that were tight in the driveway can loosen in the first miles, and a wheel that comes off a trailer is a serious hazard. Torque them correctly in stages and re-check them early.',
      'Use the torque figures in your axle or wheel maker\'s manual. As an example of what those figures look like, a common axle maker\'s chart for 1/2"-20 studs is 90-120 ft-lb (122-163 N·m) final torque, reached in three stages; 9/16"-18 studs take more.',
    ],
    need: ['A torque wrench covering at least 20-140 ft-lb', 'The correct socket (thin-wall if the wheel needs it)', 'Your axle or wheel maker\'s torque chart', 'Wheel chocks and a jack on firm ground'],
    cautions: [
      'Do not run lug nuts to final torque with an impact gun. Start them by hand, snug them, and finish with a torque wrench.',
      'Do not oil or grease the studs unless the wheel maker says so; lubricated threads reach the same torque with far more clamping force.',
    ],
    steps: [
      'Start every lug nut by hand, cone side toward the wheel, so it cannot cross-thread.',
      'Snug them in a star (criss-cross) pattern, with the wheel just touching the ground.',
      'First stage: torque all nuts in the star pattern to the first figure, for example 20-25 ft-lb (27-34 N·m) for 1/2"-20 studs.',
      'Second stage: go round again to the second figure, for example 50-60 ft-lb (68-81 N·m).',
      'Third stage: go round to the final figure, for example 90-120 ft-lb (122-163 N·m).',
      'Re-torque to the final figure after the first 10, 25 and 50 miles (16, 40 and 80 km).',
      'Check torque before each trip after any wheel has been removed.',
    ],
    more: [["Why re-check after 10, 25 and 50 miles", "New wheels, fresh paint and clean seats settle as the wheel is driven and the nut cones bed into the wheel. The clamping force can drop in those first miles even though every nut was torqued correctly. Re-torquing after 10, 25 and 50 miles catches that settling before it lets a wheel move on its studs."], ["Other stud sizes", "Larger studs take higher torque: for example one axle maker lists 9/16\"-18 studs at 120-140 ft-lb (163-190 N·m) final torque. Never guess from another trailer; read the chart for your axle and wheel."], ['Aluminum and steel wheels', 'Aluminum wheels can need different torque and seat types than steel. Check both the axle and the wheel maker\'s figures, and use the lug nut type made for your wheel.']],
    notes: ["Carry the torque wrench and the right socket in the tow vehicle. A roadside tire change is when the 10, 25 and 50 mile re-checks matter most, and a lug wrench alone cannot tell you the torque."],
  },
  'Trailer Lights Not Working': {
    intro: [
      'Most trailer light problems are a poor ground, a corroded plug, or a blown fuse in the tow vehicle, not a bad bulb. Check them in that order.',
    ],
    need: ['A 7-way plug tester or a test light', 'Electrical contact cleaner and dielectric grease', 'A helper'],
    cautions: ['Check lights before every trip; driving without working brake and turn lights is dangerous and illegal.'],
    steps: [
      'Plug a tester into the tow vehicle\'s 7-way socket and run each function: running lights, left and right turn, brake, reverse.',
      'If a function is missing at the socket, check the tow vehicle fuses and trailer-wiring relays.',
      'If the socket tests fine, clean the trailer plug\'s blades and the socket contacts, and add dielectric grease.',
      'Check the trailer ground wire at the frame; clean and tighten it.',
      'Only then check individual bulbs or LED fixtures.',
    ],
    more: [["LED lights", "LED fixtures rarely fail but can flicker or stay dimly lit when a ground is poor. Many are sealed units replaced as a whole. When replacing a fixture, use the same type so the tow vehicle's bulb-out detection does not complain."]],
  },
};
