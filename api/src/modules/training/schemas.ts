import { Type } from '@sinclair/typebox';

/** Shapes of the learning service calls (dealer spec: entities and fields, learning path, /northpass/v1). */
export const ErrorSchema = Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String(), field: Type.Optional(Type.String()) });
export const errorResponses = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

// People and courses are uuid columns; a group id is `dealership-{number}`. The routes answer a malformed id
// with the spec's 'Invalid Northpass uuid' (paramErrorsAs), not ajv's message.
const Uuid = Type.String({ format: 'uuid' });
export const IdParamsSchema = Type.Object({ id: Uuid });
export const GroupParamsSchema = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' }) });
export const CompletionParamsSchema = Type.Object({ id: Uuid, courseId: Uuid });

export const PersonSchema = Type.Object({
  id: Type.String(), firstName: Type.String(), lastName: Type.String(), email: Type.String(),
  groups: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  courseCompleted: Type.Integer(), courseCount: Type.Integer(),
});

const CourseSummary = {
  id: Type.String(), name: Type.String(), description: Type.String(), position: Type.Integer(), durationMinutes: Type.Integer(), points: Type.Integer(),
  completed: Type.Boolean(), completedAt: Type.Union([Type.String(), Type.Null()]), url: Type.String(),
};

export const LearningPathSchema = Type.Object({
  id: Type.String(), name: Type.String(), description: Type.String(), brandCode: Type.String(),
  progress: Type.Integer({ minimum: 0, maximum: 100 }), courseCompleted: Type.Integer(), courseCount: Type.Integer(), url: Type.String(),
  courses: Type.Array(Type.Object(CourseSummary)),
});

export const CourseSchema = Type.Object({
  ...CourseSummary, learningPathId: Type.String(), learningPathName: Type.String(), brandCode: Type.String(),
  pages: Type.Array(Type.Object({ title: Type.String(), body: Type.String() })),
  /** The questions without their answers; passing completes the course. */
  quiz: Type.Object({ passMarkPercent: Type.Integer(), questions: Type.Array(Type.Object({ id: Type.String(), text: Type.String(), choices: Type.Array(Type.String()) })) }),
});

export const GroupSchema = Type.Object({ id: Type.String(), name: Type.String(), dealershipNumber: Type.String(), memberCount: Type.Integer() });

export const CompletionSchema = Type.Object({ alreadyCompleted: Type.Boolean(), learningPointsAwarded: Type.Integer(), learningPath: LearningPathSchema });

/** The chosen choice index of each question, in question order. */
export const QuizAttemptBodySchema = Type.Object({ answers: Type.Array(Type.Integer({ minimum: 0, maximum: 20 }), { maxItems: 50 }) }, { additionalProperties: false });
export const QuizAttemptSchema = Type.Object({
  correct: Type.Integer(), total: Type.Integer(), scorePercent: Type.Integer(), passed: Type.Boolean(), passMarkPercent: Type.Integer(), message: Type.String(),
  /** Set on a pass: the completion and the path's new progress. */
  completion: Type.Union([CompletionSchema, Type.Null()]),
});
export const CertificateParamsSchema = Type.Object({ id: Uuid, pathId: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,80}$' }) });

export const RequiredCourseStatusSchema = Type.Object({
  assignmentId: Type.Integer(), courseId: Type.String(), courseName: Type.String(), dueDate: Type.String(),
  state: Type.Union([Type.Literal('completed'), Type.Literal('overdue'), Type.Literal('due')]), stateName: Type.String(), completedAt: Type.Union([Type.String(), Type.Null()]),
});
export const MyRequiredCoursesSchema = Type.Array(Type.Object({ ...RequiredCourseStatusSchema.properties, url: Type.String() }));
