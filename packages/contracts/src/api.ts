import type { accountSecurityEndpoints } from './account.js';
import type { adminCatalogueEndpoints } from './admin-catalogue.js';
import type { adminOfficeEndpoints } from './admin-office.js';
import type { adminUnfinishedProfileEndpoints } from './admin-unfinished-profiles.js';
import type { authEndpoints, onboardingEndpoints } from './auth.js';
import type { boardActivityEndpoints } from './board-activity.js';
import type { boardCommentEndpoints } from './board-comments.js';
import type { boardPresentationEndpoints } from './board-presentation.js';
import type { boardSharingEndpoints, sharedBoardEndpoints } from './board-sharing.js';
import type { brandCatalogueEndpoints } from './brand-catalogue.js';
import type { brandFulfilmentEndpoints } from './brand-fulfilment.js';
import type { brandInsightsEndpoints } from './brand-insights.js';
import type { brandLeadsEndpoints } from './brand-leads.js';
import type { brandPortalEndpoints } from './brand-portal.js';
import type { cartEndpoints } from './cart.js';
import type { catalogueEndpoints } from './catalogue.js';
import type { checkoutEndpoints } from './checkout.js';
import type { contactEndpoints } from './contact.js';
import type { contentEndpoints } from './content.js';
import type { EndpointsOf } from './endpoint.js';
import type { adminInvoiceEndpoints, invoiceEndpoints } from './invoices.js';
import type { orderEndpoints } from './orders.js';
import type { organizationsEndpoints } from './organizations.js';
import type { partnerApplicationEndpoints } from './partner-applications.js';
import type { boardInvitationEndpoints, boardMemberEndpoints, projectEndpoints } from './projects.js';
import type { referenceEndpoints } from './reference.js';
import type { refundEndpoints } from './refunds.js';
import type { sampleRequestEndpoints } from './requests.js';
import type { brandSampleDocumentEndpoints, sampleDocumentEndpoints } from './sample-documents.js';
import type { sampleEventEndpoints } from './sample-events.js';
import type { similarSamplesEndpoints } from './similar.js';
import type { supplierStoreEndpoints } from './supplier-store.js';
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
  | EndpointsOf<typeof catalogueEndpoints>
  | EndpointsOf<typeof similarSamplesEndpoints>
  | EndpointsOf<typeof supplierStoreEndpoints>
  | EndpointsOf<typeof referenceEndpoints>
  | EndpointsOf<typeof contentEndpoints>
  | EndpointsOf<typeof contactEndpoints>
  | EndpointsOf<typeof sampleRequestEndpoints>
  | EndpointsOf<typeof sampleDocumentEndpoints>
  | EndpointsOf<typeof brandSampleDocumentEndpoints>
  | EndpointsOf<typeof projectEndpoints>
  | EndpointsOf<typeof boardMemberEndpoints>
  | EndpointsOf<typeof boardInvitationEndpoints>
  | EndpointsOf<typeof boardCommentEndpoints>
  | EndpointsOf<typeof boardActivityEndpoints>
  | EndpointsOf<typeof boardPresentationEndpoints>
  | EndpointsOf<typeof boardSharingEndpoints>
  | EndpointsOf<typeof sharedBoardEndpoints>
  | EndpointsOf<typeof cartEndpoints>
  | EndpointsOf<typeof checkoutEndpoints>
  | EndpointsOf<typeof orderEndpoints>
  | EndpointsOf<typeof invoiceEndpoints>
  | EndpointsOf<typeof adminInvoiceEndpoints>
  | EndpointsOf<typeof refundEndpoints>
  | EndpointsOf<typeof adminCatalogueEndpoints>
  | EndpointsOf<typeof adminOfficeEndpoints>
  | EndpointsOf<typeof adminUnfinishedProfileEndpoints>
  | EndpointsOf<typeof authEndpoints>
  | EndpointsOf<typeof onboardingEndpoints>
  | EndpointsOf<typeof accountSecurityEndpoints>
  | EndpointsOf<typeof usersEndpoints>
  | EndpointsOf<typeof organizationsEndpoints>
  | EndpointsOf<typeof uploadsEndpoints>
  | EndpointsOf<typeof brandPortalEndpoints>
  | EndpointsOf<typeof brandCatalogueEndpoints>
  | EndpointsOf<typeof brandInsightsEndpoints>
  | EndpointsOf<typeof sampleEventEndpoints>
  | EndpointsOf<typeof partnerApplicationEndpoints>
  | EndpointsOf<typeof brandLeadsEndpoints>
  | EndpointsOf<typeof brandFulfilmentEndpoints>;
