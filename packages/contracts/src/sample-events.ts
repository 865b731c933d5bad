import { SAMPLE_EVENT_KINDS } from '@samplebank/domain/insights';
import { z } from 'zod';
import { ZIdParamsSchema } from './common.js';
import { endpoint } from './endpoint.js';

// What designers do with a sample, counted per day for its brand's insights (issue 18): counts only, never who.

export type { SampleEventKind as TSampleEventKind } from '@samplebank/domain/insights';
export { SAMPLE_EVENT_KINDS };

export const ZSampleEventKindSchema = z.enum(SAMPLE_EVENT_KINDS);

export const sampleEventEndpoints = {
  view: endpoint({
    method: 'POST',
    path: '/samples/:id/view',
    summary: "Counts a visit to a published sample's page (sent by the page once it has taken over; no body)",
    description:
      'Answers 204 and stores nothing but a count for the day: no user, address or organization. Requests from ' +
      'crawlers and other robots (by their user agent) answer 204 and are not counted; an address sends a limited ' +
      'number an hour (LIMIT_SAMPLE_VIEWS_PER_HOUR).',
    auth: 'public',
    params: ZIdParamsSchema,
    response: null,
    status: 204,
    errors: [400, 404, 429],
  }),
};
