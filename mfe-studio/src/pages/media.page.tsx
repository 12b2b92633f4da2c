import { RoleGate } from '../features/session/components/role-gate.component';
import { CONTENT_ROLES } from '../features/layout/studio-sections';
import { MediaLibrary } from '../features/media/components/media-library.component';

/** `/studio/media`: the media library: every uploaded image with its alt text, and uploads. */
export function MediaPage() {
  return (
    <RoleGate roles={CONTENT_ROLES}>
      <h1>Media</h1>
      <MediaLibrary />
    </RoleGate>
  );
}
