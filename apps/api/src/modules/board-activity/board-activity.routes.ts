import { boardActivityEndpoints as E } from '@samplebank/contracts/board-activity';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { listBoardActivity } from './board-activity.service.js';

export async function boardActivityRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['board activity'] });

  route(E.list, (request) => listBoardActivity(context, currentUser(request), { ...request.params, ...request.query }));
}
