import { useEffect } from 'react';
import { useAuthStore } from '@rv/shared-lib';
import { DealerFrame } from '../components/dealer-frame.component';
import styles from '../features/dashboard/components/dashboard.module.css';
import { ProfileForm } from '../features/profile/components/profile-form.component';
import { ProfilePicture } from '../features/profile/components/profile-picture.component';

/**
 * `/ignite/sales/profile`, reached from the navigation beside the avatar: the signed-in user's own names
 * (dealer spec: the calls, PUT /auth/me). The spec lists no such screen; it is this portal's view of the call.
 */
export function ProfilePage() {
  const user = useAuthStore((s) => s.user);
  useEffect(() => {
    document.title = 'My Profile';
  }, []);
  return (
    <DealerFrame>
      <h1 className={styles.title}>My Profile</h1>
      <p className={styles.subtitle}>The picture and name the portal shows you and your team by.</p>
      {user ? <ProfilePicture key={`picture-${user.guid}`} /> : null}
      {user ? <ProfileForm key={user.guid} user={user} /> : null}
    </DealerFrame>
  );
}
