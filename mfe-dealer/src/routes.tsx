import { ROUTES, RouteSummaryPage, type PageMap } from '@rv/shared-lib';
import { CoursePage } from './pages/course-page';
import { DashboardPage } from './pages/dashboard-page';
import { DealerHomePage } from './pages/dealer-home-page';
import { IncentivesPage } from './pages/incentives-page';
import { LearningPage } from './pages/learning-page';
import { LoginPage } from './pages/login-page';
import { MyProductsPage } from './pages/my-products-page';
import { MyTeamPage } from './pages/my-team-page';
import { RegisterPage } from './pages/register-page';
import { RewardsPage } from './pages/rewards-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { SplashPage } from './pages/splash-page';
import { SupportPage } from './pages/support-page';

/** The pages of mfe-dealer by route name (shared-lib route table); routes without a screen yet show their summary. */
export const pages: PageMap = {
  ...Object.fromEntries(ROUTES.filter((r) => r.remote === 'mfe-dealer').map((r) => [r.name, RouteSummaryPage])),
  dealerHome: DealerHomePage,
  splash: SplashPage,
  login: LoginPage,
  register: RegisterPage,
  resetPassword: ResetPasswordPage,
  dashboard: DashboardPage,
  dealerProducts: MyProductsPage,
  dealerFloorplans: MyProductsPage,
  dealerModelDetail: MyProductsPage,
  dealerSpecs: MyProductsPage,
  myTeam: MyTeamPage,
  incentives: IncentivesPage,
  learning: LearningPage,
  course: CoursePage,
  dealerSupport: SupportPage,
  dealerRewards: RewardsPage,
};
