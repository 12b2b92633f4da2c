import type { LearningPathWithCourses } from '../dealer-api';
import { dealerSearchHref, matchingCourses, resultsSummary } from './search-rules';

const course = (id: string, name: string) => ({ id, name, description: '', position: 1, durationMinutes: 10, points: 50, completed: false, completedAt: null, url: '' });
const path = (name: string, courses: ReturnType<typeof course>[]) =>
  ({ id: name, name, description: '', brandCode: 'CG', progress: 0, courseCompleted: 0, courseCount: courses.length, url: '', courses }) as LearningPathWithCourses;

describe('dealer search rules (dealer spec: screens and routes, route, page size)', () => {

  it('keeps the normalised term in the URL', () => {
    expect(dealerSearchHref('  cougar   bunk ')).toBe('/ignite/sales/search?query=cougar+bunk');
  });

  it('finds courses by every word of their name, sorted by name, with their path', () => {
    const paths = [
      path('Cougar Product Training', [course('c-2', 'Cougar walkthrough'), course('c-1', 'Selling the Cougar')]),
      path('Montana Product Training', [course('c-3', 'Montana basics')]),
    ];
    expect(matchingCourses(paths, 'cougar').map((m) => [m.course.id, m.pathName])).toEqual([['c-2', 'Cougar Product Training'], ['c-1', 'Cougar Product Training']]);
    expect(matchingCourses(paths, 'COUGAR walk').map((m) => m.course.id)).toEqual(['c-2']);
    expect(matchingCourses(paths, 'training')).toEqual([]);
  });

  const groups = (floorplans: number | null, courses: number | null, pages: number | null) => [
    { count: floorplans, one: 'floorplan', many: 'floorplans' }, { count: courses, one: 'course', many: 'courses' },
    { count: pages, one: 'support page', many: 'support pages' },
  ];
  it.each([
    [0, 0, 0, 'No results for "x"'],
    [1, 0, 0, '1 floorplan, 0 courses and 0 support pages found for "x"'],
    [20, 1, 2, '20 floorplans, 1 course and 2 support pages found for "x"'],
    [null, 2, 0, '2 courses and 0 support pages found for "x"; floorplans could not be loaded'],
    [1, null, null, '1 floorplan found for "x"; courses and support pages could not be loaded'],
    [null, null, null, 'The search for "x" could not be completed'],
  ])('announces %p floorplans, %p courses and %p support pages', (floorplans, courses, pages, text) => {
    expect(resultsSummary('x', groups(floorplans, courses, pages))).toBe(text);
  });
});
