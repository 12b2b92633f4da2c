import type { ApiContext } from '../../app-types';
import { HttpError, notFound } from '../../http/errors';
import type { AuthenticatedDealer } from '../auth';
import { FONT, PAGE, renderPdf } from '../media';
import { pathsOf } from './repository';
import { personFor } from './service';

export const CERTIFICATE_ERRORS = {
  noPath: (id: string) => `No learning path ${id} for this person.`,
  notComplete: (done: number, count: number) => `The path is not complete yet: ${done} of ${count} courses passed.`,
} as const;

const WIDTH = PAGE.width - 2 * PAGE.margin;

/** The certificate of a completed learning path (PDF, made the one way the API makes PDFs); 409 while a course is open. */
export async function pathCertificate(ctx: ApiContext, dealer: AuthenticatedDealer, personId: string, pathId: string) {
  const person = await personFor(ctx, dealer, personId);
  const path = (await pathsOf(ctx.db, person.userId)).find((p) => p.id === pathId);
  if (!path) throw notFound(CERTIFICATE_ERRORS.noPath(pathId));
  const done = path.courses.filter((c) => c.completedAt);
  if (done.length < path.courses.length || !path.courses.length) throw new HttpError(409, CERTIFICATE_ERRORS.notComplete(done.length, path.courses.length));
  const completedOn = done.map((c) => c.completedAt as string).sort().at(-1)?.slice(0, 10) ?? '';
  const name = `${person.firstName} ${person.lastName}`.trim();
  const bytes = await renderPdf({ title: `Certificate: ${path.name}`, author: ctx.config.companyName, subject: `${name} completed ${path.name}` }, (doc) => {
    doc.addPage();
    doc.font(FONT.bold).fontSize(14).fillColor('#1f3a5f').text(ctx.config.companyName.toUpperCase(), PAGE.margin, 120, { width: WIDTH, align: 'center' });
    doc.font(FONT.bold).fontSize(32).fillColor('#111111').text('Certificate of Completion', PAGE.margin, 190, { width: WIDTH, align: 'center' });
    doc.font(FONT.regular).fontSize(14).text('This certifies that', PAGE.margin, 270, { width: WIDTH, align: 'center' });
    doc.font(FONT.bold).fontSize(26).text(name, PAGE.margin, 300, { width: WIDTH, align: 'center' });
    doc.font(FONT.regular).fontSize(14).text('has completed the learning path', PAGE.margin, 360, { width: WIDTH, align: 'center' });
    doc.font(FONT.bold).fontSize(20).text(path.name, PAGE.margin, 390, { width: WIDTH, align: 'center' });
    doc.font(FONT.regular).fontSize(12).text(`passing the quiz of each of its ${path.courses.length} courses, on ${completedOn}.`, PAGE.margin, 430, { width: WIDTH, align: 'center' });
  }, () => '');
  return { bytes, fileName: `certificate-${path.id}.pdf` };
}
