import type { Locale } from '@samplebank/contracts/locales';
import type { ReactElement } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider, redirect } from 'react-router';
import { paths } from '../config/paths';
import { adminPaths } from '../features/admin/admin-paths';
import { adminRoutes } from '../features/admin/admin-routes';
import { brandPaths } from '../features/brand/brand-paths';
import { brandRoutes } from '../features/brand/brand-routes';
import { ModalRoute } from '../features/content/routes/modal-route';
import { basenameOf } from '../lib/i18n';
import { type LazyPage, lazyPage } from '../lib/lazy-page';
import { nextTask } from '../lib/next-task';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './routes/route-error-page';

// every page is loaded on first use, the two most visits start on too: they come rendered from the server, whose page
// is loaded ahead of hydration (main.tsx), and the app's own module, evaluated in one task as a page starts, was a
// third larger with them in it (a long task on a phone, whichever page it started on)
const HomeRoute = lazyPage(
  () => import('./routes/home-route').then((module) => ({ default: module.HomeRoute })),
  ['home', 'catalogue'],
);
const SamplesPage = lazyPage(
  () => import('../features/catalogue/routes/samples-page').then((module) => ({ default: module.SamplesPage })),
  ['catalogue'],
);

const SampleDetailsPage = lazyPage(
  () =>
    import('../features/catalogue/routes/sample-details-page').then((module) => ({
      default: module.SampleDetailsPage,
    })),
  ['catalogue', 'requests', 'specs', 'compare', 'documents', 'sample'],
);
const BrandsPage = lazyPage(
  () => import('../features/catalogue/routes/brands-page').then((module) => ({ default: module.BrandsPage })),
  ['catalogue'],
);
const SupplierStorePage = lazyPage(
  () =>
    import('../features/catalogue/routes/supplier-store-page').then((module) => ({
      default: module.SupplierStorePage,
    })),
  ['catalogue', 'store', 'specs'],
);
const SignupRoute = lazyPage(
  () => import('../features/auth/routes/signup-route').then((module) => ({ default: module.SignupRoute })),
  ['auth', 'onboarding', 'home', 'catalogue'],
);
const FinishProfileRoute = lazyPage(
  () =>
    import('../features/onboarding/routes/finish-profile-route').then((module) => ({
      default: module.FinishProfileRoute,
    })),
  ['onboarding', 'home', 'catalogue'],
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/routes/reset-password-page').then((module) => ({ default: module.ResetPasswordPage })),
  ['auth'],
);
const AdminLayout = lazyPage(
  () => import('../features/admin/components/admin-layout').then((module) => ({ default: module.AdminLayout })),
  ['admin', 'adminCatalogue', 'documents', 'specs', 'organizations', 'lifecycle'],
);
const ApprovalsPage = lazyPage(
  () => import('../features/admin/routes/approvals-page').then((module) => ({ default: module.ApprovalsPage })),
  ['admin'],
);
const BrandHomePage = lazyPage(
  () => import('../features/brand/routes/brand-home-page').then((module) => ({ default: module.BrandHomePage })),
  ['brand'],
);
const BrandLayout = lazyPage(
  () => import('../features/brand/components/brand-layout').then((module) => ({ default: module.BrandLayout })),
  // the catalogue's pages share the back office's sample form, documents and specifications
  ['brand', 'lifecycle', 'adminCatalogue', 'documents', 'specs'],
);
const AcceptBrandInvitationPage = lazyPage(
  () =>
    import('../features/brand/routes/accept-brand-invitation-page').then((module) => ({
      default: module.AcceptBrandInvitationPage,
    })),
  ['brand'],
);
const WishlistPage = lazyPage(
  () => import('../features/catalogue/routes/wishlist-page').then((module) => ({ default: module.WishlistPage })),
  ['catalogue'],
);
const ComparePage = lazyPage(
  () => import('../features/catalogue/routes/compare-page').then((module) => ({ default: module.ComparePage })),
  ['catalogue', 'compare', 'specs', 'sample'],
);
const MyRequestsPage = lazyPage(
  () => import('../features/requests/routes/my-requests-page').then((module) => ({ default: module.MyRequestsPage })),
  ['requests'],
);
const FaqPage = lazyPage(
  () => import('../features/content/routes/faq-page').then((module) => ({ default: module.FaqPage })),
  ['content'],
);
const HowToSamplePage = lazyPage(
  () => import('../features/content/routes/how-to-sample-page').then((module) => ({ default: module.HowToSamplePage })),
  ['content'],
);
const AboutUsPage = lazyPage(
  () => import('../features/content/routes/about-us-page').then((module) => ({ default: module.AboutUsPage })),
  ['content'],
);
const PrivacyPolicyPage = lazyPage(
  () =>
    import('../features/content/routes/privacy-policy-page').then((module) => ({ default: module.PrivacyPolicyPage })),
  ['content'],
);
const BlogPage = lazyPage(
  () => import('../features/content/routes/blog-page').then((module) => ({ default: module.BlogPage })),
  ['content'],
);
const BecomePartnerPage = lazyPage(
  () =>
    import('../features/content/routes/become-partner-page').then((module) => ({ default: module.BecomePartnerPage })),
  ['content'],
);
const ProjectsPage = lazyPage(
  () => import('../features/projects/routes/projects-page').then((module) => ({ default: module.ProjectsPage })),
  ['projects'],
);
const ProjectPage = lazyPage(
  () => import('../features/projects/routes/project-page').then((module) => ({ default: module.ProjectPage })),
  ['projects'],
);
const BoardPage = lazyPage(
  () => import('../features/projects/routes/board-page').then((module) => ({ default: module.BoardPage })),
  ['projects', 'catalogue', 'collaboration', 'presentation', 'sharing'],
);
const ClientBoardPage = lazyPage(
  () =>
    import('../features/client-board/routes/client-board-page').then((module) => ({
      default: module.ClientBoardPage,
    })),
  ['sharing'],
);
const AcceptInvitationPage = lazyPage(
  () =>
    import('../features/projects/routes/accept-invitation-page').then((module) => ({
      default: module.AcceptInvitationPage,
    })),
  ['projects'],
);
const CompanyPage = lazyPage(
  () => import('../features/organizations/routes/company-page').then((module) => ({ default: module.CompanyPage })),
  ['organizations'],
);
const CartPage = lazyPage(
  () => import('./routes/cart-page').then((module) => ({ default: module.CartPage })),
  ['cart', 'checkout', 'catalogue'],
);
const TestBankPage = lazyPage(
  () => import('../features/checkout/routes/test-bank-page').then((module) => ({ default: module.TestBankPage })),
  ['checkout'],
);
const OrdersPage = lazyPage(
  () => import('../features/orders/routes/orders-page').then((module) => ({ default: module.OrdersPage })),
  ['orders'],
);
const OrderDetailsPage = lazyPage(
  () => import('../features/orders/routes/order-details-page').then((module) => ({ default: module.OrderDetailsPage })),
  ['orders', 'catalogue', 'specs'],
);
const OrderTrackingPage = lazyPage(
  () =>
    import('../features/orders/routes/order-tracking-page').then((module) => ({ default: module.OrderTrackingPage })),
  ['orders'],
);
const AccountPage = lazyPage(
  () => import('../features/account/routes/account-page').then((module) => ({ default: module.AccountPage })),
  ['account', 'organizations'],
);
const NotFoundPage = lazyPage(() =>
  import('./routes/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

// Routes the spec lists but later issues build (sign-up, static pages, cart, orders, boards...) are
// added here by that work; until then they fall through to the 404 page rather than a placeholder.
/** Every route of the app, for the browser's router and the server render's. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.home.path, element: <HomeRoute /> },
          { path: paths.samples.path, element: <SamplesPage /> },
          // old addresses: redirects the server render answers too (a 3xx, not a page that redirects once it runs)
          { path: paths.products.path, loader: () => redirect(paths.samples.to(), 301) },
          { path: paths.sampleDetails.path, element: <SampleDetailsPage /> },
          { path: paths.brands.path, element: <BrandsPage /> },
          // the spec's 'By {brand}' target: an id that is no brand's shows the site's not-found page (a 404)
          { path: paths.supplierStore.path, element: <SupplierStorePage notFound={<NotFoundPage />} /> },
          { path: paths.about.path, loader: () => redirect(paths.aboutUs.to(), 301) },
          { path: paths.privacy.path, loader: () => redirect(paths.privacyPolicy.to(), 301) },
          { path: paths.wishlist.path, element: <WishlistPage /> },
          { path: paths.compare.path, element: <ComparePage /> },
          { path: paths.myRequests.path, element: <MyRequestsPage /> },
          { path: paths.company.path, element: <CompanyPage /> },
          { path: paths.faq.path, element: <FaqPage /> },
          { path: paths.howToSample.path, element: <HowToSamplePage /> },
          { path: paths.aboutUs.path, element: <AboutUsPage /> },
          { path: paths.privacyPolicy.path, element: <PrivacyPolicyPage /> },
          { path: paths.blog.path, element: <BlogPage /> },
          { path: paths.becomePartner.path, element: <BecomePartnerPage /> },
          {
            path: paths.contact.path,
            element: (
              <ModalRoute dialog={{ name: 'contact' }}>
                <HomeRoute />
              </ModalRoute>
            ),
          },
          {
            path: paths.requestSample.path,
            element: (
              <ModalRoute dialog={{ name: 'request-sample' }}>
                <HomeRoute />
              </ModalRoute>
            ),
          },
          {
            path: paths.signup.path,
            element: (
              <SignupRoute>
                <HomeRoute />
              </SignupRoute>
            ),
          },
          { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
          {
            path: paths.finishProfile.path,
            element: (
              <FinishProfileRoute>
                <HomeRoute />
              </FinishProfileRoute>
            ),
          },
          { path: paths.cart.path, element: <CartPage /> },
          { path: paths.testBank.path, element: <TestBankPage /> },
          { path: paths.orders.path, element: <OrdersPage /> },
          { path: paths.orderDetails.path, element: <OrderDetailsPage /> },
          { path: paths.orderTracking.path, element: <OrderTrackingPage /> },
          { path: paths.account.path, element: <AccountPage /> },
          {
            path: adminPaths.root.path,
            element: <AdminLayout />,
            children: [{ path: adminPaths.approvals.path, element: <ApprovalsPage /> }, ...adminRoutes],
          },
          { path: brandPaths.root.path, element: <BrandHomePage /> },
          { path: brandPaths.brand.path, element: <BrandLayout />, children: brandRoutes },
          { path: brandPaths.invitation.path, element: <AcceptBrandInvitationPage /> },
          { path: paths.boards.path, element: <ProjectsPage /> },
          { path: paths.project.path, element: <ProjectPage /> },
          { path: paths.board.path, element: <BoardPage /> },
          { path: paths.acceptInvitation.path, element: <AcceptInvitationPage /> },
          { path: paths.sharedBoard.path, element: <ClientBoardPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The code of the pages at `pathname` (and of the components they are wrapped in), loaded ahead of hydration. */
export async function preloadPagesAt(pathname: string, locale: Locale): Promise<void> {
  const pages: LazyPage<object>[] = [];
  const collect = (element: unknown): void => {
    if (Array.isArray(element)) {
      for (const child of element) collect(child);
      return;
    }
    if (!element || typeof element !== 'object' || !('type' in element)) return;
    const { type, props } = element as ReactElement<{ children?: unknown }>;
    if (typeof type === 'function' && 'preload' in type) pages.push(type as LazyPage<object>);
    collect(props?.children);
  };
  for (const match of matchRoutes(routes, pathname, basenameOf(locale)) ?? []) collect(match.route.element);
  // asking for the pages' code and messages in a task after the matching: together they were one long task on a phone
  await nextTask();
  await Promise.all(pages.map((page) => page.preload()));
}

// made on first use: the server render imports the routes without a browser
let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router, made once. `hydrating`: the page came rendered from the server, scrolled wherever the visitor has
 * scrolled it meanwhile. The router is told so (hydration data, here empty: the pages fetch through TanStack Query, not
 * loaders), so its scroll restoration leaves the page where it is; without it, it scrolled to the top as the page
 * hydrated, and a tap made on the way down (a Next link) landed on whatever came under the finger.
 *
 * A hydrating page makes it in a task of its own before React starts (main.tsx): made in AppRouter's render, it was
 * one slice of the hydration React could not cut, the longest of the page's load on a slow phone.
 */
export function prepareRouter({ hydrating = false, locale }: { hydrating?: boolean; locale: Locale }) {
  // a language's pages are the same routes under its own base (`/ms`): every link and redirect stays in the language
  browserRouter ??= createBrowserRouter(routes, {
    basename: basenameOf(locale),
    ...(hydrating ? { hydrationData: {} } : {}),
  });
  return browserRouter;
}

/** The app's pages (`prepareRouter`'s router). */
export function AppRouter(options: { hydrating?: boolean; locale: Locale }) {
  return <RouterProvider router={prepareRouter(options)} />;
}
