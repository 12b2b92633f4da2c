import { useTeamLocation } from '../team-location';
import { TeamClaimsView } from './team-claims.component';
import { TeamCoursesView } from './team-courses.component';
import { TeamReportView } from './team-report.component';
import { TeamVisibilitySetting } from './team-visibility.component';
import styles from './my-team.module.css';

/** The manager's work at one location: claims by status, required courses, the team report and colleague visibility. */
export function TeamSections() {
  const location = useTeamLocation();
  if (!location) return null;
  const { dealershipNumber: number } = location;
  return (
    <div className={styles.sections}>
      <p className={styles.muted}>Team work at {location.dealershipName} ({number}); choose another location in the Location select.</p>
      <TeamClaimsView key={`claims-${number}`} dealership={number} />
      <TeamCoursesView key={`courses-${number}`} dealership={number} />
      <TeamReportView key={`report-${number}`} dealership={number} />
      <TeamVisibilitySetting key={`visibility-${number}`} dealership={number} />
    </div>
  );
}
