import { useCallback } from 'react';
import {
  authStore,
  isFirstTimeModalDisplayed,
  setMyAttribute,
  useAuthStore,
  USER_ATTRIBUTE_CODES,
  type Attribute,
} from '@rv/shared-lib';
import { Button, Modal } from '@rv/ui-kit';
import styles from './welcome.module.css';

const CODE = USER_ATTRIBUTE_CODES.FIRST_TIME_MODAL_DISPLAYED;

/** The user's attributes with FIRST_TIME_MODAL_DISPLAYED set to 'true' (added when missing). */
export function withModalDisplayed(attributes: readonly Attribute[]): Attribute[] {
  const has = attributes.some((a) => a.code === CODE);
  return has
    ? attributes.map((a) => (a.code === CODE ? { ...a, value: 'true' } : a))
    : [...attributes, { code: CODE, value: 'true', name: 'First Time Modal Displayed', sequence: attributes.length + 1 }];
}

/**
 * Marks the modal displayed: at once in the session (so it closes and stays closed on reload), then on
 * the server (PUT /auth/me/attribute), whose answer replaces the user. If saving fails, the session
 * keeps it closed and the next sign-in (which reads the server's attributes) shows it again.
 */
async function markDisplayed(): Promise<void> {
  const user = authStore.getState().user;
  if (!user) return;
  authStore.getState().setUser({ ...user, attributes: withModalDisplayed(user.attributes) });
  try {
    authStore.getState().setUser(await setMyAttribute(CODE, 'true'));
  } catch {
    // Left to the next sign-in, as said above.
  }
}

/**
 * The first-time welcome modal of the dashboard (dealer spec: entities and fields; validation rules, FIRST_TIME_MODAL_DISPLAYED): shown
 * until the user closes it once; a user without attributes counts as having seen it (spec: validation rules).
 */
export function WelcomeModal() {
  const user = useAuthStore((s) => s.user);
  const spiffsEnabled = useAuthStore((s) => s.spiffsEnabled);
  const close = useCallback(() => void markDisplayed(), []);
  if (!user || isFirstTimeModalDisplayed(user.attributes)) return null;
  return (
    <Modal open title="Welcome to the dealer portal" onClose={close}>
      <p>Hello {user.firstName || user.username}, here is what the portal does for you:</p>
      <ul className={styles.list}>
        <li><strong>Dashboard</strong>: your points, sales and learning levels, and how you rank on the leaderboard.</li>
        {spiffsEnabled ? <li><strong>Incentives</strong>: claim the spiffs approved for your sales; each claim earns Sales points.</li> : null}
        <li><strong>Learning</strong>: product courses that raise your learning level and earn Learning points.</li>
        <li><strong>Rewards</strong>: achievements, missions and coupons, and the reward shop where you spend your points.</li>
        <li><strong>Dealer Tools</strong>: quick navigation to every brand, floorplan and brochure you sell.</li>
      </ul>
      <p>This welcome shows only once.</p>
      <div className={styles.actions}>
        <Button onClick={close}>Get started</Button>
      </div>
    </Modal>
  );
}
