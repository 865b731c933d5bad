import type {
  TAdminCategory,
  TAdminCategoryNode,
  TCreateCategoryRequest,
  TUpdateCategoryRequest,
} from '@samplebank/contracts/admin-catalogue';
import { ADMIN_MESSAGES } from '@samplebank/contracts/admin-common';
import type { Transaction } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import * as repository from './admin-categories.repository.js';
import { findSamplesOfCategoryForSearch, setSearchText } from './admin-samples.repository.js';
import { descendantsOf, slugify } from './category-paths.js';
import { buildSearchText } from './sample-values.js';

type Deps = ServiceContext<'db' | 'catalogueChanges'>;
const categoryNotFound = () => new AppError('NOT_FOUND', ADMIN_MESSAGES.categoryNotFound);
const parentNotFound = () =>
  new AppError('VALIDATION', ADMIN_MESSAGES.parentNotFound, { fields: { parentId: 'unknown category' } });

function presentCategory(row: repository.CategoryRow): TAdminCategory {
  return {
    _id: row.id,
    name: row.name,
    nameMs: row.nameMs,
    slug: row.slug,
    parentId: row.parentId,
    position: row.position,
  };
}

/** A Malay name as stored: a blank one is none, so the English name shows on /ms pages. */
function malayName(nameMs: string | null | undefined): string | null {
  return nameMs?.trim() || null;
}

/** `GET /admin/categories`: the tree, each node with its own and its subtree's sample counts. */
export async function listAdminCategories({ db }: ServiceContext<'db'>): Promise<{ tree: TAdminCategoryNode[] }> {
  const [rows, counts] = await Promise.all([repository.findAllCategories(db), repository.countSamplesByCategory(db)]);
  const nodes = new Map<string, TAdminCategoryNode>();
  for (const row of rows) {
    const sampleCount = counts.get(row.id) ?? 0;
    nodes.set(row.id, { ...presentCategory(row), sampleCount, totalSampleCount: sampleCount, children: [] });
  }
  const tree: TAdminCategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else tree.push(node);
  }
  const total = (node: TAdminCategoryNode): number => {
    node.totalSampleCount = node.sampleCount + node.children.reduce((sum, child) => sum + total(child), 0);
    return node.totalSampleCount;
  };
  for (const root of tree) total(root);
  return { tree };
}

function assertNameFree(all: repository.CategoryRow[], name: string, parentId: string | null, exceptId?: string) {
  const wanted = name.trim().toLowerCase();
  const clash = all.find(
    (row) => row.id !== exceptId && (row.parentId ?? null) === parentId && row.name.trim().toLowerCase() === wanted,
  );
  // names are unique among siblings: the CSV import finds a category by its name path
  if (clash) throw new AppError('CONFLICT', ADMIN_MESSAGES.categoryNameTaken, { fields: { name: 'taken' } });
}

async function freeSlug(tx: Transaction, name: string): Promise<string> {
  const base = slugify(name);
  const taken = await repository.findSlugsLike(tx, base);
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix++;
  return `${base}-${suffix}`;
}

/** `POST /admin/categories`: a new category at the top level or under a parent. */
export async function createAdminCategory(
  { db, catalogueChanges }: Deps,
  actor: AuthUser,
  input: TCreateCategoryRequest,
) {
  const parentId = input.parentId ?? null;
  const row = await db.transaction(async (tx) => {
    const all = await repository.lockAllCategories(tx);
    if (parentId && !all.some((category) => category.id === parentId)) throw parentNotFound();
    assertNameFree(all, input.name, parentId);
    const created = await repository.insertCategory(tx, {
      name: input.name.trim(),
      nameMs: malayName(input.nameMs),
      slug: await freeSlug(tx, input.name),
      parentId,
      position: Number(await repository.nextPosition(tx, parentId)),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'category.create',
      entityType: 'category',
      entityId: created.id,
      before: null,
      after: created,
    });
    return created;
  });
  await catalogueChanges.changed();
  return presentCategory(row);
}

/** A rename changes the search text of every sample in the category. */
async function refreshSearchTextOf(tx: Transaction, categoryId: string, categoryName: string) {
  for (const sample of await findSamplesOfCategoryForSearch(tx, categoryId)) {
    await setSearchText(tx, sample.id, buildSearchText({ ...sample, categoryName }));
  }
}

/** `PUT /admin/categories/{id}`: rename and/or move; never under itself or one of its own subcategories. */
export async function updateAdminCategory(
  { db, catalogueChanges }: Deps,
  actor: AuthUser,
  { categoryId: id, changes: input }: { categoryId: string; changes: TUpdateCategoryRequest },
) {
  const row = await db.transaction(async (tx) => {
    const all = await repository.lockAllCategories(tx);
    const current = all.find((category) => category.id === id);
    if (!current) throw categoryNotFound();
    const parentId = input.parentId === undefined ? current.parentId : input.parentId;
    const name = input.name?.trim() ?? current.name;
    if (parentId && parentId !== current.parentId) {
      if (!all.some((category) => category.id === parentId)) throw parentNotFound();
      if (descendantsOf(all, id).has(parentId)) {
        throw new AppError('VALIDATION', ADMIN_MESSAGES.categoryIntoItself, {
          fields: { parentId: 'is a descendant' },
        });
      }
    }
    assertNameFree(all, name, parentId, id);
    const moved = parentId !== current.parentId;
    const updated = await repository.updateCategoryRow(tx, id, {
      name,
      ...(input.nameMs === undefined ? {} : { nameMs: malayName(input.nameMs) }),
      parentId,
      ...(moved ? { position: Number(await repository.nextPosition(tx, parentId)) } : {}),
    });
    if (name !== current.name) await refreshSearchTextOf(tx, id, name);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'category.update',
      entityType: 'category',
      entityId: id,
      before: current,
      after: updated,
    });
    return updated;
  });
  await catalogueChanges.changed();
  return presentCategory(row);
}

/** `DELETE /admin/categories/{id}`: only an empty leaf: no samples and no subcategories (409 otherwise). */
export async function deleteAdminCategory(
  { db, catalogueChanges }: Deps,
  actor: AuthUser,
  { categoryId: id }: { categoryId: string },
) {
  await db.transaction(async (tx) => {
    const all = await repository.lockAllCategories(tx);
    const current = all.find((category) => category.id === id);
    if (!current) throw categoryNotFound();
    if (all.some((category) => category.parentId === id)) {
      throw new AppError('CONFLICT', ADMIN_MESSAGES.categoryHasChildren);
    }
    if ((await repository.countSamplesInCategory(tx, id)) > 0) {
      throw new AppError('CONFLICT', ADMIN_MESSAGES.categoryHasSamples);
    }
    await repository.deleteCategoryRow(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'category.delete',
      entityType: 'category',
      entityId: id,
      before: current,
      after: null,
    });
  });
  await catalogueChanges.changed();
  return { message: ADMIN_MESSAGES.categoryDeleted };
}
