import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { benchRoutes } from './modules/bench/bench.routes.js';
import { boardActivityRoutes } from './modules/board-activity/board-activity.routes.js';
import { boardCommentRoutes } from './modules/board-comments/board-comments.routes.js';
import { boardPresentationRoutes } from './modules/board-presentation/board-presentation.routes.js';
import { boardSharingRoutes, sharedBoardRoutes } from './modules/board-sharing/board-sharing.routes.js';
import { brandCatalogueRoutes } from './modules/brand-portal/brand-catalogue.routes.js';
import { brandDocumentRoutes } from './modules/brand-portal/brand-documents.routes.js';
import { brandFulfilmentRoutes } from './modules/brand-portal/brand-fulfilment.routes.js';
import { brandInsightsRoutes } from './modules/brand-portal/brand-insights.routes.js';
import { brandLeadsRoutes } from './modules/brand-portal/brand-leads.routes.js';
import { brandPortalRoutes } from './modules/brand-portal/brand-portal.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { crawlingRoutes } from './modules/crawling/crawling.routes.js';
import { devMailPage } from './modules/dev-mail/dev-mail.routes.js';
import { fileRoutes } from './modules/files/files.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { invoiceRoutes } from './modules/invoices/invoices.routes.js';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.js';
import { orderRoutes } from './modules/orders/orders.routes.js';
import { organizationRoutes } from './modules/organizations/organizations.routes.js';
import { partnerApplicationRoutes } from './modules/partner-applications/partner-applications.routes.js';
import { boardInvitationRoutes } from './modules/projects/board-invitations.routes.js';
import { boardMemberRoutes } from './modules/projects/board-members.routes.js';
import { projectRoutes } from './modules/projects/projects.routes.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import { sampleRequestRoutes } from './modules/requests/requests.routes.js';
import { sampleDocumentRoutes } from './modules/sample-documents/sample-documents.routes.js';
import { sampleEventRoutes } from './modules/sample-events/sample-events.routes.js';
import { supplierStoreRoutes } from './modules/supplier-store/supplier-store.routes.js';
import { uploadRoutes } from './modules/uploads/uploads.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import type { PaymentProvider } from './platform/payments/payment-provider.js';
import { registerDocs } from './platform/plugins/docs.js';
import { registerPlatform } from './platform/plugins/platform.js';
import { registerSecurity, securityServerOptions } from './platform/plugins/security.js';
import { registerWebApp } from './platform/plugins/web-app.js';
import type { Storage } from './platform/storage.js';
import type { ZodApp } from './platform/zod-app.js';

export type BuildOptions = {
  config: Config;
  database: DatabaseHandle;
  secret: string;
  storage?: Storage;
  /** a payment provider to use instead of the one config names (tests: Stripe against a local fake) */
  payments?: PaymentProvider;
  /** pino options; false in tests */
  logger?: boolean | object;
};

export type App = FastifyInstance;

/** Builds the Fastify instance in boot order: security, docs, platform, feature plugins, web app. Does not listen. */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    ...securityServerOptions(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerSecurity(app, config);
  await registerDocs(app);
  await registerPlatform(app, options);
  await app.register(featurePlugins, { prefix: '/api' });
  if (config.devMail) await app.register(devMailPage);
  await app.register(crawlingRoutes);
  await registerWebApp(app, config);
  return app;
}

/** Every feature under `/api`, each an encapsulated plugin with the prefix its paths share. */
async function featurePlugins(api: ZodApp) {
  api.register(healthRoutes);
  if (process.env.BENCH_CEILING === '1') api.register(benchRoutes);
  api.register(projectRoutes, { prefix: '/projects' });
  api.register(boardPresentationRoutes, { prefix: '/projects' });
  api.register(boardSharingRoutes, { prefix: '/projects/board' });
  api.register(sharedBoardRoutes, { prefix: '/shared-boards' });
  api.register(boardMemberRoutes, { prefix: '/board-members' });
  api.register(boardInvitationRoutes, { prefix: '/board-invitations' });
  api.register(boardCommentRoutes);
  api.register(boardActivityRoutes);
  api.register(catalogueRoutes);
  api.register(sampleDocumentRoutes);
  api.register(sampleEventRoutes);
  api.register(supplierStoreRoutes, { prefix: '/brands' });
  api.register(referenceRoutes, { prefix: '/organizations' });
  api.register(organizationRoutes, { prefix: '/organizations' });
  api.register(contentRoutes);
  api.register(fileRoutes);
  api.register(authRoutes, { prefix: '/auth' });
  api.register(onboardingRoutes, { prefix: '/auth' });
  api.register(userRoutes, { prefix: '/users' });
  api.register(uploadRoutes, { prefix: '/r2/presigned-url' });
  api.register(wishlistRoutes, { prefix: '/users/my-wishlist' });
  api.register(sampleRequestRoutes, { prefix: '/samples' });
  api.register(cartRoutes, { prefix: '/cart-samples' });
  api.register(checkoutRoutes, { prefix: '/payments' });
  api.register(orderRoutes, { prefix: '/orders' });
  api.register(invoiceRoutes, { prefix: '/invoices' });
  api.register(adminRoutes, { prefix: '/admin' });
  api.register(brandPortalRoutes);
  api.register(brandCatalogueRoutes);
  api.register(brandDocumentRoutes);
  api.register(partnerApplicationRoutes);
  api.register(brandFulfilmentRoutes);
  api.register(brandLeadsRoutes);
  api.register(brandInsightsRoutes);
}
