import { z } from 'zod';

// What every back office (/admin) call shares: ADMIN only, strict bodies (an unknown field is a 400), paged lists.

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_LIMIT = 100;

/** Messages the admin calls answer with, written once. */
export const ADMIN_MESSAGES = {
  skuExists: 'SKU already exists',
  importChangedMeanwhile: 'this sample was removed while the file was imported; nothing was imported, try again',
  skuOfAnotherBrand: "This SKU is another brand's sample: an import changes only the chosen brand's samples",
  sampleNotFound: 'Sample not found',
  sampleInOrders: 'This sample is part of an order and cannot be deleted; set its stock to 0 instead',
  sampleDeleted: 'Sample deleted',
  sampleHeld: 'Designers keep this sample on their boards or wishlists: discontinue it instead of deleting it',
  cannotPublish: 'This sample cannot be published yet: add what is missing',
  publishedNeedsImage: 'A published sample keeps at least one image. Withdraw it to a draft first.',
  draftNotDiscontinued: 'A draft was never on sale, so it cannot be discontinued. Delete it instead.',
  sameStatus: 'The sample already has this status',
  needsImage: 'Add at least one image',
  needsCategory: 'Choose a category',
  needsDescription: 'Write a description',
  needsColour: 'Give the colour code',
  notAColourFamily: 'Choose a colour family from the list',
  brandNotFound: 'Brand not found',
  categoryNotFound: 'Category not found',
  parentNotFound: 'Parent category not found',
  categoryIntoItself: 'A category cannot move under itself or one of its subcategories',
  categoryHasSamples: 'This category still has samples; move them to another category first',
  categoryHasChildren: 'This category still has subcategories; move or delete them first',
  categoryDeleted: 'Category deleted',
  categoryNameTaken: 'A category with this name already exists at this level',
  imageNotUploaded: 'The image was not uploaded here',
  importInvalid: 'Some rows have errors; nothing was imported',
  importEmpty: 'The file has no rows to import',
  leadDays: 'maxLeadDays must be at least minLeadDays',
  requestNotFound: 'Sample request not found',
  inquiryNotFound: 'Contact inquiry not found',
  nothingToChange: 'Send at least one field to change',
} as const;

/** The page of an admin list: 1 and up. */
export const adminPage = z.coerce.number().int().min(1, 'page must be 1 or more').max(100000).default(1);
/** How many rows a page of an admin list holds. */
export const adminLimit = z.coerce
  .number()
  .int()
  .min(1)
  .max(ADMIN_MAX_LIMIT, `limit must be at most ${ADMIN_MAX_LIMIT}`)
  .default(ADMIN_PAGE_SIZE);
/** Every admin list answers with its page and counts. */
export const ZAdminPageInfo = { total: z.number().int(), currentPage: z.number().int(), totalPages: z.number().int() };
export const ZPersonRefSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
