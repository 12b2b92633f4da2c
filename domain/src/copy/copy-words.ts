import type { TypeClassSlug } from '@rv/domain';

/** One of a type class, for copy that names a single floorplan's kind ('every Cougar travel trailer floorplan'). */
export const TYPE_CLASS_SINGULAR: Readonly<Record<TypeClassSlug, string>> = {
  'travel-trailers': 'travel trailer', 'fifth-wheels': 'fifth wheel', 'toy-haulers': 'toy hauler', 'destination-trailers': 'destination trailer',
};

const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A small count in words, as copy writes it ('eight questions'); 13 and above in figures. */
export function countInWords(count: number): string {
  return COUNT_WORDS[count] ?? count.toLocaleString('en-US');
}
