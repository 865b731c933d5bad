import {
  BOARD_PRESENTATION_MESSAGES,
  BOARD_PRESENTATION_MESSAGES_MS,
  boardPresentationEndpoints as E,
  PRESENTATIONS_PER_HOUR,
} from '@samplebank/contracts/board-presentation';
import { tryAgainIn } from '@samplebank/contracts/limits';
import { currentUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { localeOfRequest } from '../../platform/i18n.js';
import { routeLimit } from '../../platform/rate-limit.js';
import { routesFor } from '../../platform/routes.js';
import { attachmentDisposition } from '../../platform/storage.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { boardPresentation } from './board-presentation.service.js';

const HOUR = 60 * 60 * 1000;

// each presentation reads and redraws every picture of a board: a member makes a few an hour, not a flood
const presentationLimit = {
  ...routeLimit({
    scope: 'board-presentations',
    per: 'account',
    max: PRESENTATIONS_PER_HOUR,
    timeWindowMs: HOUR,
    message: BOARD_PRESENTATION_MESSAGES.tooMany,
  }),
  // the message is this module's own, so its Malay is said here rather than looked up
  errorResponseBuilder: (_request: unknown, context: { ttl: number }) => {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return new AppError(
      'TOO_MANY_REQUESTS',
      `${BOARD_PRESENTATION_MESSAGES.tooMany}. Please try again ${tryAgainIn(seconds)}.`,
      {
        retryAfterSeconds: seconds,
        inLanguage: { ms: `${BOARD_PRESENTATION_MESSAGES_MS.tooMany}. Sila cuba lagi ${tryAgainIn(seconds, 'ms')}.` },
      },
    );
  },
};

/** A board as a PDF presentation, for its members. */
export async function boardPresentationRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['projects'] });

  route(
    E.download,
    async (request, reply) => {
      const { fileName, pdf } = await boardPresentation(context, currentUser(request), {
        projectId: request.params.id,
        boardId: request.params.boardId,
        locale: localeOfRequest(request),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('content-language', localeOfRequest(request))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
    { config: { rateLimit: presentationLimit } },
  );
}
