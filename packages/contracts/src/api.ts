import type { accountSecurityEndpoints } from './account.js';
import type { authEndpoints, onboardingEndpoints } from './auth.js';
import type { EndpointsOf } from './endpoint.js';
import type { organizationsEndpoints } from './organizations.js';
import type { uploadsEndpoints } from './uploads.js';
import type { usersEndpoints } from './users.js';
import type { wishlistEndpoints } from './wishlist.js';

/**
 * Every endpoint the web calls, as one union: the web's `api` client is typed by it (method and path pick the
 * endpoint, which gives the request and response types). Type-only, so the browser bundle holds no schema for it.
 * A feature's endpoints join with one line here.
 */
export type ApiEndpoint =
  | EndpointsOf<typeof wishlistEndpoints>
  | EndpointsOf<typeof authEndpoints>
  | EndpointsOf<typeof onboardingEndpoints>
  | EndpointsOf<typeof accountSecurityEndpoints>
  | EndpointsOf<typeof usersEndpoints>
  | EndpointsOf<typeof organizationsEndpoints>
  | EndpointsOf<typeof uploadsEndpoints>;
