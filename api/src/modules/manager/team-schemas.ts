import { Type } from '@sinclair/typebox';
import { REMINDER_TOPICS } from '@rv/domain/dealer';
import { RequiredCourseStatusSchema } from '../training';
import { ErrorSchema, errorResponses } from './schemas';

/** Shapes of the manager's team calls (claims by status, reminders, required courses, report, colleague visibility). */
export const teamErrors = { ...errorResponses, 404: ErrorSchema };

const Dealership = Type.String({ pattern: '^[A-Za-z0-9-]{1,20}$', description: 'One of the dealership numbers the manager manages' });
const Guid = Type.String({ minLength: 1, maxLength: 40 });
const IsoDate = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

export const LocationQuerySchema = Type.Object({ dealership: Dealership });

export const TeamClaimsSchema = Type.Object({
  dealershipNumber: Type.String(),
  statuses: Type.Array(Type.Object({
    status: Type.Integer(), statusStr: Type.String(), count: Type.Integer(), amount: Type.Number(),
    lines: Type.Array(Type.Object({
      recordId: Type.String(), salespersonId: Type.String(), salespersonName: Type.String(), guid: Type.Union([Type.String(), Type.Null()]),
      amount: Type.Number(), saleDate: Type.String(), serialNumber: Type.String(),
    })),
  })),
});

export const ReminderBodySchema = Type.Object({
  dealership: Dealership, guid: Guid, topic: Type.Union(REMINDER_TOPICS.map((t) => Type.Literal(t))),
}, { additionalProperties: false });
export const ReminderSchema = Type.Object({ sent: Type.Boolean(), guid: Type.String(), message: Type.String() });

export const TeamRequiredCoursesSchema = Type.Object({
  dealershipNumber: Type.String(),
  courses: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), pathName: Type.String() })),
  people: Type.Array(Type.Object({ guid: Type.String(), name: Type.String(), courses: Type.Array(RequiredCourseStatusSchema) })),
});
export const AssignBodySchema = Type.Object({
  dealership: Dealership, courseId: Type.String({ format: 'uuid' }), dueDate: IsoDate('YYYY-MM-DD, today or later'),
  /** One salesperson's guid; the whole location when omitted. */
  guid: Type.Optional(Guid),
}, { additionalProperties: false });
export const AssignedSchema = Type.Object({ id: Type.Integer(), courseId: Type.String(), courseName: Type.String(), dueDate: Type.String(), assignedTo: Type.String() });

export const ReportQuerySchema = Type.Object({ dealership: Dealership, from: Type.String({ maxLength: 40 }), to: Type.String({ maxLength: 40 }) });
export const TeamReportSchema = Type.Object({
  dealershipNumber: Type.String(), dealershipName: Type.String(), from: Type.String(), to: Type.String(),
  rows: Type.Array(Type.Object({
    name: Type.String(), username: Type.String(), unitsSold: Type.Integer(), claimsMade: Type.Integer(), claimsPaid: Type.Integer(),
    claimsPaidAmount: Type.Number(), requiredCoursesCompleted: Type.Integer(), requiredCoursesAssigned: Type.Integer(),
  })),
});

export const VisibilityBodySchema = Type.Object({ dealership: Dealership, colleagueDetailsVisible: Type.Boolean() }, { additionalProperties: false });
export const VisibilitySchema = Type.Object({ dealershipNumber: Type.String(), colleagueDetailsVisible: Type.Boolean() });
