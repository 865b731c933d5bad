import { describe, expect, it } from 'vitest';
import { boardRoleMay, canEditBoard, canManageMembers, canManageProject, higherRole } from './board-roles.js';

describe('board roles', () => {
  it('lets an owner do everything, an editor edit and a viewer only read', () => {
    expect(
      ['view', 'edit', 'manageMembers', 'manageProject'].map((action) => boardRoleMay('owner', action as never)),
    ).toEqual([true, true, true, true]);
    expect(canEditBoard('editor')).toBe(true);
    expect(canManageMembers('editor')).toBe(false);
    expect(canManageProject('editor')).toBe(false);
    expect(boardRoleMay('viewer', 'view')).toBe(true);
    expect(canEditBoard('viewer')).toBe(false);
  });

  it('lets someone without a role do nothing', () => {
    expect(boardRoleMay(null, 'view')).toBe(false);
    expect(canEditBoard(undefined)).toBe(false);
  });

  it('keeps the stronger of two roles', () => {
    expect(higherRole('viewer', 'editor')).toBe('editor');
    expect(higherRole('owner', 'viewer')).toBe('owner');
    expect(higherRole(null, 'viewer')).toBe('viewer');
    expect(higherRole(undefined, null)).toBeNull();
  });
});
