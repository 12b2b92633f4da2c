/** Floorplan layouts: the letters of a referenceId, where the rooms are, and what the drawing shows. */
export interface Layout {
  code: string;
  name: string;
  /** Rooms as "Room@Location", front to rear. */
  rooms: string[];
  minFt: number;
  bunks: boolean;
}

const layout = (code: string, name: string, rooms: string[], minFt: number, bunks = false): Layout => ({ code, name, rooms, minFt, bunks });

export const LAYOUTS: readonly Layout[] = [
  layout('RK', 'Rear Kitchen', ['Bedroom@Front', 'Living@Middle', 'Kitchen@Rear'], 20),
  layout('RL', 'Rear Living', ['Bedroom@Front', 'Kitchen@Middle', 'Living@Rear'], 26),
  layout('BH', 'Bunkhouse', ['Bedroom@Front', 'Kitchen@Middle', 'Living@Middle', 'Bunks@Rear'], 22, true),
  layout('BL', 'Bunkhouse with Loft', ['Bedroom@Front', 'Living@Middle', 'Kitchen@Middle', 'Bunks@Rear'], 30, true),
  layout('MB', 'Mid Bunk', ['Bedroom@Front', 'Bunks@Middle', 'Kitchen@Middle', 'Living@Rear'], 32, true),
  layout('FL', 'Front Living', ['Living@Front', 'Kitchen@Middle', 'Bedroom@Rear'], 30),
  layout('FK', 'Front Kitchen', ['Kitchen@Front', 'Living@Middle', 'Bedroom@Rear'], 32),
  layout('MK', 'Mid Kitchen', ['Bedroom@Front', 'Kitchen@Middle', 'Living@Rear'], 28),
  layout('RD', 'Rear Den', ['Bedroom@Front', 'Kitchen@Middle', 'Living@Rear'], 34),
  layout('QB', 'Queen Bed', ['Bedroom@Front', 'Kitchen@Middle', 'Living@Rear'], 16),
];

/** Toy haulers keep the garage at the rear; the living space sits ahead of it. */
export const TOY_HAULER_LAYOUTS: readonly Layout[] = [
  layout('TH', 'Toy Hauler', ['Bedroom@Front', 'Kitchen@Middle', 'Living@Middle'], 22),
  layout('GK', 'Garage Kitchen', ['Bedroom@Front', 'Living@Middle', 'Kitchen@Middle'], 30),
  layout('BH', 'Toy Hauler Bunkhouse', ['Bedroom@Front', 'Bunks@Middle', 'Kitchen@Middle'], 32, true),
];
