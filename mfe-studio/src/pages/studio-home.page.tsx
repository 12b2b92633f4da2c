import { Link } from '@rv/shared-lib/router';
import { useStaff } from '../features/session/staff-session';
import { sectionsFor } from '../features/layout/studio-sections';

/** `/studio`: the start page, one card per area the signed-in staff member may use. */
export function StudioHomePage() {
  const staff = useStaff();
  return (
    <>
      <h1>Studio</h1>
      <p>Welcome, {staff?.displayName}. Choose an area:</p>
      <ul>
        {sectionsFor(staff).map((section) => <li key={section.path}><Link to={section.path}>{section.label}</Link></li>)}
      </ul>
    </>
  );
}
