import type { adminCatalogueEndpoints } from './admin-catalogue.js';
import type { adminOfficeEndpoints } from './admin-office.js';
import type { adminUnfinishedProfileEndpoints } from './admin-unfinished-profiles.js';
import type { EndpointsOf } from './endpoint.js';
import type { wishlistEndpoints } from './wishlist.js';

/**
 * Every endpoint the web calls, as one union: the web's `api` client is typed by it (method and path pick the
 * endpoint, which gives the request and response types). Type-only, so the browser bundle holds no schema for it.
 * A feature's endpoints join with one line here.
 */
export type ApiEndpoint =
  | EndpointsOf<typeof wishlistEndpoints>
  | EndpointsOf<typeof adminCatalogueEndpoints>
  | EndpointsOf<typeof adminOfficeEndpoints>
  | EndpointsOf<typeof adminUnfinishedProfileEndpoints>;
