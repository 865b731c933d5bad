import { z } from 'zod';

/** Every error the API sends: `{ message, code?, fields? }`. */
export const ZErrorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;

export const ZIdSchema = z.uuid({ message: 'Invalid id' });
export const ZIdParamsSchema = z.object({ id: ZIdSchema });

export const ZMessageResponseSchema = z.object({ message: z.string() });

/** A stored file as the spec shows it: the storage key and the name it was uploaded with. */
export const ZStoredFileSchema = z.object({ key: z.string(), originalFilename: z.string() });
