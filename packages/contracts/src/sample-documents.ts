// A sample's documents (issue 17): technical data sheets, installation and care guides, certificates as PDF, and
// CAD (DWG, DXF) and BIM (IFC, RVT) files, uploaded by staff and downloaded by anyone through a short-lived signed
// link that names the file. The API checks each upload's real bytes (its signature) against its file type.
import { z } from 'zod';
import { singleLineText, ZIdSchema, ZMessageResponseSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { SAMPLE_DOCUMENT_KINDS, type TSampleDocumentKind } from './material-specs.js';
import { MAX_UPLOAD_BYTES } from './uploads.js';
import { said } from './validation-messages.js';

export { SAMPLE_DOCUMENT_KINDS, type TSampleDocumentKind };

/** A PDF document's largest size: the uploads' usual 10 MB. */
export const MAX_SAMPLE_DOCUMENT_BYTES = MAX_UPLOAD_BYTES;
/**
 * A CAD or BIM file's largest size, 25 MB: a Revit family with its materials and previews, or an IFC (a verbose text
 * format) of a product range, passes 10 MB where a PDF data sheet seldom passes 2 MB.
 */
export const MAX_SAMPLE_MODEL_BYTES = 25 * 1024 * 1024;
/** How many documents one sample holds at most. */
export const MAX_SAMPLE_DOCUMENTS = 20;
export const SAMPLE_DOCUMENT_TITLE_MAX = 120;
/** How long a download link lives: long enough to read the page and click, short enough not to be shared. */
export const SAMPLE_DOCUMENT_URL_LIFETIME_SECONDS = 15 * 60;

/** Each file type a document may be, by extension, with the content type it is served as. */
export const SAMPLE_DOCUMENT_FILE_TYPES = {
  pdf: 'application/pdf',
  dwg: 'image/vnd.dwg',
  dxf: 'image/vnd.dxf',
  ifc: 'application/x-step',
  rvt: 'application/octet-stream',
} as const;
export type TSampleDocumentExtension = keyof typeof SAMPLE_DOCUMENT_FILE_TYPES;

/** The file types each kind of document takes. */
export const SAMPLE_DOCUMENT_EXTENSIONS: Record<TSampleDocumentKind, readonly TSampleDocumentExtension[]> = {
  'technical-data-sheet': ['pdf'],
  'installation-guide': ['pdf'],
  'care-guide': ['pdf'],
  certificate: ['pdf'],
  cad: ['dwg', 'dxf'],
  bim: ['ifc', 'rvt'],
};

/** The file extension of a name, when it is one a sample document can be. */
export function sampleDocumentExtension(fileName: string): TSampleDocumentExtension | undefined {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && extension in SAMPLE_DOCUMENT_FILE_TYPES
    ? (extension as TSampleDocumentExtension)
    : undefined;
}

/** The largest file a kind of document may be. */
export const maxBytesOfKind = (kind: TSampleDocumentKind) =>
  kind === 'cad' || kind === 'bim' ? MAX_SAMPLE_MODEL_BYTES : MAX_SAMPLE_DOCUMENT_BYTES;

/** What the document calls answer with; their Malay is in api-messages.ts. */
export const SAMPLE_DOCUMENT_MESSAGES = {
  sampleNotFound: 'Sample not found',
  documentNotFound: 'Document not found',
  noFile: 'Please choose a file to upload',
  pdfOnly: 'Data sheets, guides and certificates must be PDF files',
  cadOnly: 'CAD files must be DWG or DXF drawings',
  bimOnly: 'BIM files must be IFC or RVT models',
  contentMismatch: 'The file content does not match its type. Please upload the real file.',
  pdfTooLarge: 'PDF documents must be at most 10 MB',
  modelTooLarge: 'CAD and BIM files must be at most 25 MB',
  tooMany: 'A sample can hold at most 20 documents; delete one first',
  kindDoesNotFit: 'This file cannot be that kind of document',
  orderMismatch: "List each of the sample's documents exactly once",
  deleted: 'Document deleted',
} as const;

const KIND_SAID = said({ en: 'Please choose a kind of document', ms: 'Sila pilih jenis dokumen' });
const TITLE_REQUIRED = said({ en: 'Please give the document a title', ms: 'Sila berikan tajuk dokumen' });
const TITLE_TOO_LONG = said({
  en: `The title must be at most ${SAMPLE_DOCUMENT_TITLE_MAX} characters`,
  ms: `Tajuk mestilah tidak melebihi ${SAMPLE_DOCUMENT_TITLE_MAX} aksara`,
});
const FILE_NAME_SAID = said({ en: 'Please give the file a name', ms: 'Sila berikan nama fail' });

const ZTitleSchema = singleLineText(TITLE_REQUIRED)
  .trim()
  .min(1, TITLE_REQUIRED)
  .max(SAMPLE_DOCUMENT_TITLE_MAX, TITLE_TOO_LONG);
const ZKindSchema = z.enum(SAMPLE_DOCUMENT_KINDS, KIND_SAID);

/** One document as anyone sees it: what it is, its file, and a link that downloads it for the next 15 minutes. */
export const ZSampleDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(SAMPLE_DOCUMENT_KINDS),
  title: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type TSampleDocument = z.infer<typeof ZSampleDocumentSchema>;

export const ZSampleDocumentsResponseSchema = z.object({ documents: z.array(ZSampleDocumentSchema) });
export type TSampleDocumentsResponse = z.infer<typeof ZSampleDocumentsResponseSchema>;

/** A document as staff see it: who uploaded it and when, besides. */
export const ZAdminSampleDocumentSchema = ZSampleDocumentSchema.extend({
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type TAdminSampleDocument = z.infer<typeof ZAdminSampleDocumentSchema>;
export const ZAdminSampleDocumentsResponseSchema = z.object({ documents: z.array(ZAdminSampleDocumentSchema) });

export const ZSampleDocumentParamsSchema = z.object({ id: ZIdSchema, documentId: ZIdSchema });

/** The upload's description, in the query: the file itself is the request's body (application/octet-stream). */
export const ZSampleDocumentUploadQuerySchema = z
  .object({
    kind: ZKindSchema,
    title: ZTitleSchema,
    fileName: singleLineText(FILE_NAME_SAID).trim().min(1, FILE_NAME_SAID).max(255, FILE_NAME_SAID),
  })
  .strict();
export type TSampleDocumentUploadQuery = z.input<typeof ZSampleDocumentUploadQuerySchema>;

export const ZSampleDocumentUpdateSchema = z
  .object({ kind: ZKindSchema.optional(), title: ZTitleSchema.optional() })
  .strict()
  .refine(
    (body) => body.kind !== undefined || body.title !== undefined,
    said({ en: 'Send a kind or a title to change', ms: 'Hantar jenis atau tajuk untuk diubah' }),
  );
export type TSampleDocumentUpdate = z.input<typeof ZSampleDocumentUpdateSchema>;

export const ZSampleDocumentOrderSchema = z
  .object({
    ids: z
      .array(ZIdSchema)
      .min(1)
      .max(
        MAX_SAMPLE_DOCUMENTS,
        said({ en: SAMPLE_DOCUMENT_MESSAGES.orderMismatch, ms: 'Senaraikan setiap dokumen sampel tepat sekali' }),
      ),
  })
  .strict();

export const sampleDocumentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/samples/:id/documents',
    summary: "A sample's documents (data sheets, guides, certificates, CAD and BIM files), each with a download link",
    description:
      'Each `url` downloads the file (Content-Disposition: attachment, with its name) for 15 minutes; a link that has expired or was altered is refused with 403.',
    auth: 'public',
    params: z.object({ id: ZIdSchema }),
    response: ZSampleDocumentsResponseSchema,
    errors: [400, 404],
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/admin/samples/:id/documents',
    summary: "A sample's documents for staff, in their order",
    auth: 'admin',
    params: z.object({ id: ZIdSchema }),
    response: ZAdminSampleDocumentsResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  upload: endpoint({
    method: 'POST',
    path: '/admin/samples/:id/documents',
    summary:
      'Attach a document to a sample: the file is the body (application/octet-stream), its kind, title and name the query',
    description:
      "Data sheets, guides and certificates are PDF (at most 10 MB); CAD files DWG or DXF and BIM files IFC or RVT (at most 25 MB). The file must start with its format's signature. The document goes last.",
    auth: 'admin',
    params: z.object({ id: ZIdSchema }),
    query: ZSampleDocumentUploadQuerySchema,
    response: ZAdminSampleDocumentSchema,
    status: 201,
    errors: [400, 401, 403, 404, 409, 413, 415],
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/admin/samples/:id/documents/:documentId',
    summary: "Change a document's kind or title",
    auth: 'admin',
    params: ZSampleDocumentParamsSchema,
    body: ZSampleDocumentUpdateSchema,
    response: ZAdminSampleDocumentSchema,
    errors: [400, 401, 403, 404],
  }),
  reorder: endpoint({
    method: 'PUT',
    path: '/admin/samples/:id/documents/order',
    summary: "Put a sample's documents in a new order: every one of its document ids, first to last",
    auth: 'admin',
    params: z.object({ id: ZIdSchema }),
    body: ZSampleDocumentOrderSchema,
    response: ZAdminSampleDocumentsResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/admin/samples/:id/documents/:documentId',
    summary: 'Delete a document and its stored file',
    auth: 'admin',
    params: ZSampleDocumentParamsSchema,
    response: ZMessageResponseSchema,
    errors: [400, 401, 403, 404],
  }),
};

// A brand's own samples' documents in its portal (issue 18): the back office's calls, each kept to the brand in the
// path; drafts' documents included, as a brand prepares a sample before publishing it.
const ZBrandSampleDocumentsParamsSchema = z.object({ brandId: ZIdSchema, sampleId: ZIdSchema });
export const ZBrandSampleDocumentParamsSchema = ZBrandSampleDocumentsParamsSchema.extend({ documentId: ZIdSchema });
const brandDocuments = '/brand-portal/:brandId/samples/:sampleId/documents' as const;
const brandErrors = [400, 401, 403, 404] as const;

export const brandSampleDocumentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: brandDocuments,
    summary: "One of the brand's samples' documents, in their order, drafts' included",
    auth: 'user',
    params: ZBrandSampleDocumentsParamsSchema,
    response: ZAdminSampleDocumentsResponseSchema,
    errors: brandErrors,
  }),
  upload: endpoint({
    method: 'POST',
    path: brandDocuments,
    summary:
      "Attach a document to one of the brand's samples: the file is the body (application/octet-stream), its kind, title and name the query",
    description:
      "As the back office's upload: data sheets, guides and certificates are PDF (at most 10 MB); CAD files DWG or DXF and BIM files IFC or RVT (at most 25 MB); the file must start with its format's signature. Someone who does not work for the brand is refused (403) before the file is read; a body of another content type is refused (415) unread.",
    auth: 'user',
    params: ZBrandSampleDocumentsParamsSchema,
    query: ZSampleDocumentUploadQuerySchema,
    response: ZAdminSampleDocumentSchema,
    status: 201,
    errors: [...brandErrors, 409, 413, 415],
  }),
  update: endpoint({
    method: 'PATCH',
    path: `${brandDocuments}/:documentId`,
    summary: "Change the kind or title of a document of one of the brand's samples",
    auth: 'user',
    params: ZBrandSampleDocumentParamsSchema,
    body: ZSampleDocumentUpdateSchema,
    response: ZAdminSampleDocumentSchema,
    errors: brandErrors,
  }),
  reorder: endpoint({
    method: 'PUT',
    path: `${brandDocuments}/order`,
    summary: "Put the documents of one of the brand's samples in a new order: every one of their ids, first to last",
    auth: 'user',
    params: ZBrandSampleDocumentsParamsSchema,
    body: ZSampleDocumentOrderSchema,
    response: ZAdminSampleDocumentsResponseSchema,
    errors: brandErrors,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${brandDocuments}/:documentId`,
    summary: "Delete a document of one of the brand's samples and its stored file",
    auth: 'user',
    params: ZBrandSampleDocumentParamsSchema,
    response: ZMessageResponseSchema,
    errors: brandErrors,
  }),
};
