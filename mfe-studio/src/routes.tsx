import { lazyPage, type PageMap } from '@rv/shared-lib';
import { SignInPage } from './pages/sign-in.page';
import { StudioHomePage } from './pages/studio-home.page';

const content = lazyPage(() => import('./pages/content.page').then((m) => m.ContentPage));

/** mfe-studio's pages by route name: sign-in and the start page with the remote, each area in a chunk of its own (the editor's TipTap too). */
export const pages: PageMap = {
  studioHome: StudioHomePage,
  studioSignIn: SignInPage,
  studioContent: content,
  studioContentType: content,
  studioDocument: lazyPage(() => import('./pages/document.page').then((m) => m.DocumentPage)),
  studioMedia: lazyPage(() => import('./pages/media.page').then((m) => m.MediaPage)),
  studioPrograms: lazyPage(() => import('./programs/programs.page').then((m) => m.ProgramsPage)),
  studioAudit: lazyPage(() => import('./pages/audit.page').then((m) => m.AuditPage)),
  studioStaff: lazyPage(() => import('./pages/staff.page').then((m) => m.StaffPage)),
};
