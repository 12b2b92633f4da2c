import { lazyPage, type PageMap } from '@rv/shared-lib';
import { DashboardPage } from './pages/dashboard.page';
import { DealerHomePage } from './pages/dealer-home.page';
import { SplashPage } from './pages/splash.page';

const leads = lazyPage(() => import('./pages/leads.page').then((m) => m.LeadsPage));
const myProducts = lazyPage(() => import('./pages/my-products.page').then((m) => m.MyProductsPage));

/** mfe-dealer's pages by route name: splash and the dashboard in the first load, the others (sign-in's Formik and Yup too) when opened. */
export const pages: PageMap = {
  dealerHome: DealerHomePage,
  splash: SplashPage,
  login: lazyPage(() => import('./pages/login.page').then((m) => m.LoginPage)),
  dashboard: DashboardPage,
  register: lazyPage(() => import('./pages/register.page').then((m) => m.RegisterPage)),
  resetPassword: lazyPage(() => import('./pages/reset-password.page').then((m) => m.ResetPasswordPage)),
  dealerProducts: myProducts,
  dealerFloorplans: myProducts,
  dealerModelDetail: myProducts,
  dealerSpecs: myProducts,
  myTeam: lazyPage(() => import('./pages/my-team.page').then((m) => m.MyTeamPage)),
  incentives: lazyPage(() => import('./pages/incentives.page').then((m) => m.IncentivesPage)),
  learning: lazyPage(() => import('./pages/learning.page').then((m) => m.LearningPage)),
  course: lazyPage(() => import('./pages/course.page').then((m) => m.CoursePage)),
  dealerSearch: lazyPage(() => import('./pages/search.page').then((m) => m.SearchPage)),
  dealerSupport: lazyPage(() => import('./pages/support.page').then((m) => m.SupportPage)),
  dealerRewards: lazyPage(() => import('./pages/rewards.page').then((m) => m.RewardsPage)),
  dealerProfile: lazyPage(() => import('./pages/profile.page').then((m) => m.ProfilePage)),
  registerSale: lazyPage(() => import('./pages/register-sale.page').then((m) => m.RegisterSalePage)),
  dealerLeads: leads,
  dealerLead: leads,
  // The maker's staff page: a chunk of its own, in no dealer's or shopper's first load.
  makerLeads: lazyPage(() => import('./pages/maker-leads.page').then((m) => m.MakerLeadsPage)),
};
