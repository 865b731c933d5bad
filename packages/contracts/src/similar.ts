import { z } from 'zod';
import { ZSampleSummarySchema } from './catalogue.js';
import { ZIdParamsSchema } from './common.js';
import { endpoint } from './endpoint.js';

/** How many samples "More like this" shows at most. */
export const SIMILAR_SAMPLES_LIMIT = 8;

/** Samples like one: its material family, nearest colour first, each with its colour's distance when both have one. */
export const ZSimilarSamplesResponseSchema = z.object({ samples: z.array(ZSampleSummarySchema) });
export type TSimilarSamplesResponse = z.infer<typeof ZSimilarSamplesResponseSchema>;

export const similarSamplesEndpoints = {
  similar: endpoint({
    method: 'GET',
    path: '/samples/:id/similar',
    summary:
      "Up to 8 samples of the same material family (the category's top-level family, else the same material), nearest colour first",
    auth: 'public',
    params: ZIdParamsSchema,
    response: ZSimilarSamplesResponseSchema,
    errors: [400, 404],
  }),
};
