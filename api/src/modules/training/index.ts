/** What other API modules use from the training module; its tables stay its own. */
export { learningIdsOf } from './repository';
export {
  completionsOf, insertRequiredCourse, locationCourses, requiredAssignments, requiredCoursesOfPerson, today,
  type LocationCourse, type RequiredAssignment, type RequiredCourseStatus,
} from './required-courses';
export { RequiredCourseStatusSchema } from './schemas';
