import { useState } from 'react';
import { useFormik, type FormikHelpers } from 'formik';
import { errorField, errorMessage, useLastAnswer, useResource } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { requiredCourseAssignSchema } from '@rv/domain/dealer';
import { assignRequiredCourse, fetchTeamRequiredCourses, type TeamRequiredCourses } from '../../dealer-api';
import { DataView } from '../../dashboard/components/data-view.component';
import { shortDate } from '../../incentives/format';
import { RemindButton } from './remind-button.component';
import styles from './my-team.module.css';

interface AssignValues { courseId: string; guid: string; dueDate: string }
const FIELDS = new Set(['courseId', 'guid', 'dueDate']);

/** The form that requires a course of one salesperson or of everyone at the location, by a due date. */
function AssignForm({ dealership, team, onAssigned }: { dealership: string; team: TeamRequiredCourses; onAssigned(text: string): void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (values: AssignValues, helpers: FormikHelpers<AssignValues>) => {
    setFailure(null);
    try {
      const done = await assignRequiredCourse({ dealership, courseId: values.courseId, dueDate: values.dueDate, ...(values.guid ? { guid: values.guid } : {}) });
      helpers.resetForm();
      onAssigned(`${done.courseName} is required of ${done.assignedTo}, due ${shortDate(done.dueDate)}.`);
    } catch (error) {
      const field = errorField(error, FIELDS);
      if (field) helpers.setFieldError(field, errorMessage(error));
      else setFailure(errorMessage(error));
    }
  };
  const formik = useFormik<AssignValues>({ initialValues: { courseId: '', guid: '', dueDate: '' }, validationSchema: requiredCourseAssignSchema, onSubmit });
  const error = (field: keyof AssignValues) => (formik.submitCount > 0 && formik.errors[field] ? <p id={`assign-${field}-error`} className={styles.error}>{formik.errors[field]}</p> : null);
  const described = (field: keyof AssignValues) => (formik.submitCount > 0 && formik.errors[field] ? { 'aria-invalid': true, 'aria-describedby': `assign-${field}-error` } : {});
  return (
    <form className={styles.form} onSubmit={formik.handleSubmit} aria-label="Require a course" noValidate>
      <label className={styles.field}>Course
        <select name="courseId" value={formik.values.courseId} onChange={formik.handleChange} {...described('courseId')}>
          <option value="">Choose a course</option>
          {team.courses.map((c) => <option key={c.id} value={c.id}>{c.name} ({c.pathName})</option>)}
        </select>
        {error('courseId')}
      </label>
      <label className={styles.field}>Required of
        <select name="guid" value={formik.values.guid} onChange={formik.handleChange}>
          <option value="">Everyone at this location</option>
          {team.people.map((p) => <option key={p.guid} value={p.guid}>{p.name}</option>)}
        </select>
      </label>
      <label className={styles.field}>Due date
        <input type="date" name="dueDate" value={formik.values.dueDate} onChange={formik.handleChange} {...described('dueDate')} />
        {error('dueDate')}
      </label>
      <Button type="submit" disabled={formik.isSubmitting}>Require course</Button>
      {failure ? <p role="alert" className={styles.error}>{failure}</p> : null}
    </form>
  );
}

/** Required courses at the location: assign one, and see each salesperson's, overdue ones marked, with a reminder. */
export function TeamCoursesView({ dealership }: { dealership: string }) {
  const [version, setVersion] = useState(0);
  const [assigned, setAssigned] = useState<string | null>(null);
  const team = useResource(`team-courses:${dealership}:${version}`, () => fetchTeamRequiredCourses(dealership));
  // The form keeps the last answer's courses and people while the list reloads after an assignment.
  const last = useLastAnswer(team);
  return (
    <section aria-labelledby="dealer-team-courses" className={styles.card}>
      <h2 id="dealer-team-courses" className={styles.cardTitle}>Required courses</h2>
      {last ? <AssignForm dealership={dealership} team={last} onAssigned={(text) => { setAssigned(text); setVersion((v) => v + 1); }} /> : null}
      {assigned ? <p role="status">{assigned}</p> : null}
      <DataView state={team} what="required courses" isEmpty={(t) => t.people.every((p) => !p.courses.length)} empty="No courses are required at this location yet.">
        {(t) => (
          <ul className={styles.plain}>
            {t.people.filter((p) => p.courses.length).map((p) => (
              <li key={p.guid}>
                <strong>{p.name}</strong>{p.courses.some((c) => c.state !== 'completed') ? <> <RemindButton dealership={dealership} guid={p.guid} name={p.name} topic="courses" /></> : null}
                <ul className={styles.list}>
                  {p.courses.map((c) => (
                    <li key={c.assignmentId}>{c.courseName}: <span className={c.state === 'overdue' ? styles.overdue : c.state === 'completed' ? styles.done : styles.muted}>{c.stateName}</span>, due {shortDate(c.dueDate)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </DataView>
    </section>
  );
}
