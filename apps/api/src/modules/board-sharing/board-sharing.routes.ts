import {
  BOARD_SHARING_MESSAGES,
  boardSharingEndpoints,
  sharedBoardEndpoints,
} from '@samplebank/contracts/board-sharing';
import { currentUser } from '../../platform/auth.js';
import { routeLimit } from '../../platform/rate-limit.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { createShareLink, listBoardDecisions, listShareLinks, revokeShareLink } from './board-sharing.service.js';
import { decideOnSharedSample, openSharedBoard } from './shared-board.service.js';

const HOUR_MS = 60 * 60 * 1000;

/** Links one account makes in an hour: a designer shares a few boards, not hundreds. */
const shareLinkLimit = routeLimit({
  scope: 'board-share-links',
  per: 'account',
  max: 60,
  timeWindowMs: HOUR_MS,
  message: BOARD_SHARING_MESSAGES.tooManyLinks,
});

// a client's calls share one count per address: opening and deciding both try the passcode, so guessing it is slow
const sharedBoardLimit = routeLimit({
  scope: 'shared-boards',
  per: 'address',
  max: 300,
  timeWindowMs: HOUR_MS,
  message: BOARD_SHARING_MESSAGES.tooManyOpens,
});

/** The board's members: its share links (owner or editor) and its client's decisions (any member). */
export async function boardSharingRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['board sharing'] });

  route(boardSharingEndpoints.listLinks, (request) => listShareLinks(context, currentUser(request), request.params));
  route(
    boardSharingEndpoints.createLink,
    (request) => createShareLink(context, currentUser(request), { ...request.body, boardId: request.params.boardId }),
    { config: { rateLimit: shareLinkLimit } },
  );
  route(boardSharingEndpoints.revokeLink, (request) => revokeShareLink(context, currentUser(request), request.params));
  route(boardSharingEndpoints.decisions, (request) =>
    listBoardDecisions(context, currentUser(request), request.params),
  );
}

/** A share link's holder, without an account: that one board, read and decide, nothing else. */
export async function sharedBoardRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['shared boards'] });

  route(
    sharedBoardEndpoints.open,
    (request) =>
      openSharedBoard(context, { token: request.params.token, passcode: request.headers['x-share-passcode'] }),
    { config: { rateLimit: sharedBoardLimit } },
  );
  route(
    sharedBoardEndpoints.decide,
    (request) =>
      decideOnSharedSample(
        context,
        { token: request.params.token, passcode: request.headers['x-share-passcode'] },
        { ...request.body, sampleId: request.params.sampleId },
      ),
    { config: { rateLimit: sharedBoardLimit } },
  );
}
