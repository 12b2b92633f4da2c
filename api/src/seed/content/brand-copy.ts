/** Taglines and one-line pitches of the product lines, used by brand landings, cards and directories. */
export const BRAND_COPY: Record<string, { tagline: string; pitch: string }> = {
  alpine: { tagline: 'Luxury without limits', pitch: 'Four-season fifth wheels with residential kitchens and a heated, enclosed underbelly.' },
  arcadia: { tagline: 'Half-ton towable luxury', pitch: 'Light enough for a half-ton truck, finished like a mountain lodge.' },
  avalanche: { tagline: 'Built for the long haul', pitch: 'Full-profile fifth wheels with tall ceilings, big pantries and real storage.' },
  bullet: { tagline: 'Lightweight, loaded', pitch: 'Easy-towing travel trailers with an aerodynamic front cap and a walk-on roof.' },
  carbon: { tagline: 'Haul it all', pitch: 'Toy haulers with an aluminum cage, a 5,000 lb garage floor and ramp-door patios.' },
  coleman: { tagline: 'Where the family gathers', pitch: 'Affordable travel trailers with bunkhouses, outdoor kitchens and camp-ready gear.' },
  cougar: { tagline: 'The best-selling fifth wheel', pitch: 'Proven fifth wheels and travel trailers with thoughtful layouts at every length.' },
  fuzion: { tagline: 'Performance for your toys', pitch: 'Luxury toy haulers with 13 ft garages, generator prep and fuel stations.' },
  hideout: { tagline: 'Your getaway, anywhere', pitch: 'Value-packed travel trailers and fifth wheels with family bunks and big windows.' },
  impact: { tagline: 'Make an impact', pitch: 'Mid-size toy haulers with a flip-up patio and a garage that becomes a bedroom.' },
  montana: { tagline: 'The legend of the road', pitch: 'Americas best-selling luxury fifth wheel: solid-surface counters and residential comfort.' },
  outback: { tagline: 'Go out. Go back.', pitch: 'Family trailers with outside kitchens, rear bunkrooms and an Azdel composite shell.' },
  passport: { tagline: 'Go light, go far', pitch: 'Ultra-lite travel trailers most SUVs can tow, with a full-size bed and dry bath.' },
  premier: { tagline: 'Lightweight luxury', pitch: 'Ultra-lite trailers with a luxury interior and a front panoramic window.' },
  raptor: { tagline: 'The original toy hauler', pitch: 'Fifth-wheel toy haulers with a 15 ft garage, happijac bed lift and fuel station.' },
  reign: { tagline: 'Rule the road', pitch: 'Premium toy haulers with a separate garage entry and a residential living area.' },
  residence: { tagline: 'Set up and stay', pitch: 'Destination trailers with full-height ceilings, a residential fridge and a patio door.' },
  retreat: { tagline: 'A cottage that travels', pitch: 'Destination trailers with a loft, a fireplace and windows on three sides.' },
  springdale: { tagline: 'Family adventures start here', pitch: 'Affordable, roomy trailers and fifth wheels with bunks for the whole crew.' },
  sprinter: { tagline: 'Room to spread out', pitch: 'Full-size fifth wheels and travel trailers with big living rooms and kitchen islands.' },
  sprout: { tagline: 'Small camper, big life', pitch: 'Compact travel trailers with a galley, a wet bath and room for two plus the dog.' },
};

export const copyOf = (slug: string) => BRAND_COPY[slug] ?? { tagline: 'Go beyond', pitch: 'Towable RVs built for the way you camp.' };
