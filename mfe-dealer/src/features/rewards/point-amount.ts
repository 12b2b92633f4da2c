import { POINT_NAMES } from '../dealer-api';
import { formatUsNumber } from '@rv/domain/locale';

/** The counting point names of dealer spec (entities and fields) in the singular, for an amount of exactly one. */
const SINGULAR: Record<string, string> = {
  [POINT_NAMES.UNITS_SOLD]: 'Unit Sold',
  [POINT_NAMES.COURSES_COMPLETED]: 'Course Completed',
};

/** An amount of one kind of point as a person reads it: '1,200 Sales', '1 Course Completed', '3 Courses Completed'. */
export function pointAmount(amount: number, name: string): string {
  return `${formatUsNumber(amount)} ${amount === 1 ? (SINGULAR[name] ?? name) : name}`;
}
