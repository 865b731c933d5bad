import {
  PRICE_RANGE,
  type TSampleCategory,
  type TSampleFilters,
  type TSampleListQuery,
  type TSampleListResponse,
  ZSampleFiltersSchema,
} from '@samplebank/contracts/catalogue';
import { sentenceAbout } from '@samplebank/contracts/common';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { presentSampleDetail, presentSampleSummary } from './catalogue.presenter.js';
import {
  countSamples,
  findCategories,
  findFacets,
  findSampleById,
  findSamplePage,
  type SampleFilters,
  textMatchesFor,
} from './catalogue.repository.js';

/** Reads the `filters` JSON of the listing; anything malformed is a 400, never a 500. */
export function parseFilters(raw: string | undefined): TSampleFilters {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('VALIDATION', 'The filters are not valid JSON', { fields: { filters: 'Must be valid JSON' } });
  }
  const parsed = ZSampleFiltersSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = ['filters', ...(issue?.path ?? [])];
    const message = issue?.message ?? 'Please check the filters';
    throw new AppError('VALIDATION', sentenceAbout(path, message), { fields: { [path.join('.')]: message } });
  }
  const price = parsed.data.price;
  if (price && (price[0] > price[1] || price[1] > PRICE_RANGE.max * 1000)) {
    const message = 'The minimum price must not exceed the maximum';
    throw new AppError('VALIDATION', message, { fields: { 'filters.price': message } });
  }
  return parsed.data;
}

type CategoryRow = Awaited<ReturnType<typeof findCategories>>[number];

/** The given categories and every category below them. */
export function withDescendants(categories: CategoryRow[], ids: string[]): string[] {
  const children = new Map<string, string[]>();
  for (const category of categories) {
    if (!category.parentId) continue;
    children.set(category.parentId, [...(children.get(category.parentId) ?? []), category.id]);
  }
  const result = new Set<string>();
  const stack = [...ids];
  while (stack.length) {
    const id = stack.pop() as string;
    if (result.has(id)) continue;
    result.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...result];
}

/** `GET /samples`: a page of the catalogue, filtered, searched and sorted; the counts are kept in the catalogue cache. */
export async function listSamples(
  { db, storage, catalogueCache }: ServiceContext<'db' | 'storage' | 'catalogueCache'>,
  query: TSampleListQuery,
): Promise<TSampleListResponse> {
  const filters = parseFilters(query.filters);
  const manufacturerIds = [...(filters.manufacturerIds ?? []), ...(query.manufacturer ? [query.manufacturer] : [])];
  const requestedCategories = [
    ...(filters.sampleCategoryIds ?? []),
    ...(Array.isArray(query.categoryId) ? query.categoryId : query.categoryId ? [query.categoryId] : []),
  ];
  const categoryIds = requestedCategories.length
    ? withDescendants(await findCategories(db), requestedCategories)
    : undefined;
  const availability = filters.availability ?? [];
  const inStock = availability.length === 1 ? availability[0] === 'in-stock' : undefined;
  const [priceMin, priceMax] = filters.price ?? [undefined, undefined];

  const sampleFilters: SampleFilters = {
    priceMin,
    // the slider's top end means "and above"
    priceMax: priceMax !== undefined && priceMax < PRICE_RANGE.max ? priceMax : undefined,
    color: filters.color ?? undefined,
    manufacturerIds: manufacturerIds.length ? manufacturerIds : undefined,
    categoryIds,
    inStock,
    usage: filters.usage ?? undefined,
    architectural: filters.architectural ?? undefined,
  };
  // the count does not depend on the page or the order: every page of one result set shares it
  const count = (candidate: SampleFilters) =>
    catalogueCache.remember(JSON.stringify(candidate), () => countSamples(db, candidate));

  // a search takes the cheapest way to match that finds anything (whole words before typo tolerance);
  // each try reads its count and its page at once
  const page = { sort: query.sort, offset: (query.page - 1) * query.limit, limit: query.limit };
  let rows: Awaited<ReturnType<typeof findSamplePage>> = [];
  let total = 0;
  for (const match of query.search ? textMatchesFor(query.search) : [undefined]) {
    const matched = { ...sampleFilters, match };
    [total, rows] = await Promise.all([count(matched), findSamplePage(db, { ...matched, ...page })]);
    if (total > 0) break;
  }
  return {
    samples: rows.map((row) => presentSampleSummary(storage, row.sample, row.brand)),
    currentPage: query.page,
    totalPages: Math.ceil(total / query.limit),
    totalSamples: total,
  };
}

/** `GET /samples/{id}`. */
export async function getSample({ db, storage }: ServiceContext<'db' | 'storage'>, { sampleId }: { sampleId: string }) {
  const row = await findSampleById(db, sampleId);
  if (!row) throw notFound('Sample');
  return presentSampleDetail(storage, row.sample, row.brand, row.category);
}

/** `GET /sample-categories`: the flat list and the tree. */
export async function listCategories({ db }: ServiceContext<'db'>) {
  const rows = await findCategories(db);
  const nodes = new Map<string, TSampleCategory>();
  for (const row of rows)
    nodes.set(row.id, { _id: row.id, name: row.name, slug: row.slug, parentId: row.parentId, children: [] });
  const tree: TSampleCategory[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else tree.push(node);
  }
  return { categories: rows.map((row) => ({ _id: row.id, name: row.name, parentId: row.parentId })), tree };
}

/** `GET /samples/facets`. */
export function listFacets({ db }: ServiceContext<'db'>) {
  return findFacets(db);
}
