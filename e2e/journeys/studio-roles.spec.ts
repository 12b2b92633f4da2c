import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { StudioPage } from '../support/studio.page';

/** An admin gives an editor the publisher role: the audit says who changed whose roles, from what to what. */

test("a change of a staff member's roles is in the studio audit", async ({ page }) => {
  const admin = new StudioPage(page);
  await admin.signIn('staff.admin');
  await test.step('the admin ticks the publisher role of the editor', async () => {
    await admin.toggleRole('staff.editor', 'publisher');
    await expectNoAxeViolations(page);
  });
  await test.step('the audit shows the change at the top', async () => {
    const newest = (await admin.auditRows()).first();
    await expect(newest).toContainText('staff.admin');
    await expect(newest).toContainText('changed roles');
    await expect(newest).toContainText('staff member staff.editor');
    await expect(newest).toContainText('from editor to editor, publisher');
    await expectNoAxeViolations(page);
  });
  // Given back, so no later journey meets an editor who may publish.
  await test.step('the admin takes the role back, and the audit says so too', async () => {
    await admin.toggleRole('staff.editor', 'publisher');
    await expect((await admin.auditRows()).first()).toContainText('from editor, publisher to editor');
  });
});
