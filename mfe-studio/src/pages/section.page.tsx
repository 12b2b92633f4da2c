import type { PageProps } from '@rv/shared-lib';
import { RoleGate } from '../features/session/components/role-gate.component';
import { STUDIO_SECTIONS } from '../features/layout/studio-sections';

/** An area of the studio whose screens are still to come: its heading, behind the roles that may use it. */
export function SectionPage({ route }: PageProps) {
  const section = STUDIO_SECTIONS.find((s) => route.pattern === s.path || route.pattern.startsWith(`${s.path}/`));
  if (!section) return null;
  return (
    <RoleGate roles={section.roles}>
      <h1>{section.label}</h1>
      <p role="status">This area's screens are being built.</p>
    </RoleGate>
  );
}
