import { expect, test } from '@playwright/test';
import { VIN_MESSAGES } from '@rv/domain/dealer';
import { expectNoAxeViolations } from '../support/axe';
import { DealerProgramsPage, billOfSalePdf, freshVin } from '../support/dealer-programs.page';
import { StudioProgramsPage } from '../support/studio-programs.page';

/**
 * A sale registered by VIN becomes a spiff line; its claim with a bill of sale is rejected with a reason,
 * disputed with a new document, approved and paid by check; the salesperson is told at every step and
 * sees the line Paid with the check number, and the points the payment earned.
 */
test('a sale by VIN is claimed, rejected, disputed, approved and paid, the salesperson told each step', async ({ browser }) => {
  // A salesperson and a program reviewer side by side, each page checked with axe.
  test.setTimeout(240_000);
  const sales = new DealerProgramsPage(await (await browser.newContext()).newPage());
  const reviewer = new StudioProgramsPage(await (await browser.newContext()).newPage());
  const { vin, wrongCheckDigit } = freshVin();
  const told = async (words: string) => expect((await sales.notifications()).getByRole('listitem').filter({ hasText: words })).toBeVisible();
  let programId = '';
  let amount = 0;
  let salesPointsBefore = 0;

  await test.step('the salesperson registers the sale by VIN, a wrong check digit refused in words first', async () => {
    await sales.signInAs('demo.sales', 'Sales#2026', 'Sam');
    salesPointsBefore = await sales.pointTotal('Sales');
    await sales.openRegisterSale();
    await sales.registerSale(wrongCheckDigit, 'MT');
    await expect(sales.saleForm.getByText(VIN_MESSAGES.checkDigit)).toBeVisible();
    await expect(sales.vinField).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(sales.page);
    await sales.vinField.fill(vin);
    await sales.saleForm.getByRole('button', { name: 'Register sale' }).click();
    const earned = sales.saleForm.getByRole('status').getByRole('listitem').first();
    await expect(earned).toHaveText(new RegExp(`^PR-\\d+: \\$[\\d,]+, VIN …${vin.slice(-8)}, Approved$`));
    const [, id, dollars] = /^(PR-\d+): \$([\d,]+)/.exec((await earned.textContent()) ?? '') ?? [];
    [programId, amount] = [id, Number(dollars.replace(/,/g, ''))];
  });

  await test.step('the line appears among their approved lines, and they claim it with a bill of sale', async () => {
    await sales.openIncentives();
    await sales.claim(await sales.lineRow('Approved', programId, vin), billOfSalePdf('signed'));
    await expect(sales.region.getByRole('status').filter({ hasText: `Claimed $${amount.toLocaleString('en-US')}` })).toBeVisible();
    await expect(await sales.lineRow('In Progress', programId, vin)).toContainText('Claimed');
    await told(`Your sale ${vin} is registered`);
    await told(`Your claim on ${programId} for ${vin} was received with its bill of sale`);
  });

  const reason = 'The bill of sale carries no buyer signature.';
  await test.step('a program reviewer, signed in with the second factor, rejects it with a reason', async () => {
    await reviewer.signIn('staff.programs');
    await reviewer.open();
    await reviewer.reject(vin, reason);
    await expectNoAxeViolations(reviewer.page);
    await told(`Your claim on ${programId} for ${vin} was rejected: ${reason}`);
  });

  await test.step('the salesperson reads the reason and disputes it with a new document', async () => {
    await sales.openIncentives();
    const details = await sales.details(await sales.lineRow('Completed', programId, vin));
    await expect(sales.detail(details, 'Status')).toHaveText(`Rejected: ${reason}`);
    await details.getByLabel('New document for the dispute').setInputFiles(billOfSalePdf('countersigned'));
    await details.getByRole('button', { name: 'Dispute rejection' }).click();
    await expect(details.getByRole('status')).toHaveText('Dispute sent: the line is Disputed.');
    await expectNoAxeViolations(sales.page);
    await told(`Your dispute of ${programId} for ${vin} was received with its new document`);
  });

  const checkNumber = String(Date.now()).slice(-7);
  await test.step('the reviewer approves the dispute, and a payment batch pays it by check', async () => {
    await reviewer.open();
    await expect(await reviewer.claimRow(vin)).toContainText('Disputed');
    await reviewer.approve(vin);
    await told(`Your claim on ${programId} for ${vin} was approved`);
    await reviewer.payByCheck(vin, checkNumber, 'Sam Sellers');
    await expectNoAxeViolations(reviewer.page);
  });

  await test.step('the salesperson is told, sees the line Paid with the check number, and the points it earned', async () => {
    await told(`Your claim on ${programId} for ${vin} was paid: $${amount.toLocaleString('en-US')}, Check ${checkNumber}.`);
    expect(await sales.pointTotal('Sales')).toBe(salesPointsBefore + amount);
    await sales.openIncentives();
    const details = await sales.details(await sales.lineRow('Completed', programId, vin));
    await expect(sales.detail(details, 'Status')).toHaveText('Paid');
    await expect(sales.detail(details, 'Paid')).toContainText(`to Sam Sellers`);
    await expect(sales.detail(details, 'Paid')).toContainText(`(Check ${checkNumber})`);
  });
});
