import { boardCommentEndpoints as E } from '@samplebank/contracts/board-comments';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import {
  countBoardComments,
  deleteComment,
  editComment,
  listSampleComments,
  postComment,
} from './board-comments.service.js';

export async function boardCommentRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['board comments'] });

  route(E.list, (request) => listSampleComments(context, currentUser(request), request.params));
  route(E.counts, (request) => countBoardComments(context, currentUser(request), request.params));
  route(E.post, (request) => postComment(context, currentUser(request), { ...request.params, ...request.body }));
  route(E.edit, (request) => editComment(context, currentUser(request), { ...request.params, ...request.body }));
  route(E.remove, (request) => deleteComment(context, currentUser(request), request.params));
}
