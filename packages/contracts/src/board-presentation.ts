import { endpoint } from './endpoint.js';
import { ZProjectBoardParamsSchema } from './projects.js';

// The board as a PDF presentation (issue 19): a cover, then one page per sample with its picture, facts,
// certificates and the client's latest decision, drawn on the server in the requester's language.

/** The most samples one presentation shows; a larger board's cover says how many more it holds. */
export const PRESENTATION_SAMPLE_LIMIT = 100;
/** Presentations one member may make in an hour: each reads and redraws every picture of the board. */
export const PRESENTATIONS_PER_HOUR = 20;

export const BOARD_PRESENTATION_MESSAGES = {
  tooMany: 'You have made a lot of presentations in the last hour',
} as const;

export const BOARD_PRESENTATION_MESSAGES_MS = {
  tooMany: 'Anda telah membuat banyak pembentangan dalam sejam yang lalu',
} as const satisfies Record<keyof typeof BOARD_PRESENTATION_MESSAGES, string>;

export const boardPresentationEndpoints = {
  download: endpoint({
    method: 'GET',
    path: '/projects/:id/boards/:boardId/presentation.pdf',
    summary:
      "The board as a PDF presentation for its members (a cover, then a page per sample with the client's decision), in the requester's language",
    auth: 'user',
    params: ZProjectBoardParamsSchema,
    // a PDF file (application/pdf), downloaded under the board's name
    response: null,
    errors: [400, 401, 404, 429] as const,
  }),
};
