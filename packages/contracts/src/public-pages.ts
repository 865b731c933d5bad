// The web app's public addresses: what search engines may read, what the sitemap lists and what robots.txt keeps
// them out of. The web app's router builds these addresses with the same functions.

/** A sample's page. */
export const samplePagePath = (sampleId: string) => `/sample-details/${sampleId}`;

/** A brand's page (its store). */
export const brandPagePath = (brandId: string) => `/supplier-store/${brandId}`;

/** The pages that are the same for every visitor and worth a search engine's visit, besides samples and brands. */
export const INDEXED_PAGES = [
  '/',
  '/samples',
  '/brands',
  '/how-to-sample',
  '/faq',
  '/about-us',
  '/contact',
  '/become-a-partner',
  '/blog',
  '/privacy-policy',
] as const;

/**
 * The private parts of the web app (a cart, orders, boards, the back office, onboarding, an account), which
 * robots.txt asks crawlers to leave alone; the pages themselves answer `noindex` too.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/cart-sample',
  '/orders',
  '/account',
  '/boards',
  '/project/',
  '/admin',
  '/finish-profile',
  '/wishlist',
  // a comparison is the visitor's own pick (issue 17): shareable, but not a page for search engines
  '/compare',
  '/requests',
  '/company',
  '/accept-invitation/',
  // a brand's portal (issue 18): its pages are its members' alone
  '/brand/',
  '/brand-invitation/',
  // a board shared with a client (issue 19): the token is its secret, a revoked link closes at once, so it is never
  // rendered (nor kept) by the server, and each opening is the client's own
  '/shared/',
  // the test processor's FPX bank page (issue 20): a buyer's own payment
  '/payments/',
  '/reset-password',
  '/dev/',
] as const;
