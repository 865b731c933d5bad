import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardActivity, boardMembers, projectMembers } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { createWorld, type SignedIn } from './projects.fixtures.js';

// A project shared whole (ADR 0028): its members hold their role on every board of it, boards made after they joined
// included, next to (never instead of) board memberships; the higher of the two counts.

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const PUBLIC_URL = 'https://samplebank.test';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Headers = Record<string, string>;
const call = (method: InjectOptions['method'], url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const tokenOf = (text: string) => text.match(/\/accept-invitation\/([A-Za-z0-9_-]+)/)?.[1];
const freshEmail = (name: string) => `${name}-${randomUUID()}@example.com`;

/** A world whose project is shared whole with `projectEditor` and `projectViewer`, then given a third board. */
async function sharedWorld() {
  const w = await createWorld(t);
  const [projectEditor, projectViewer] = await Promise.all([
    signedInUser(t.db, t.tokens, { name: 'Project Editor', email: freshEmail('pe') }),
    signedInUser(t.db, t.tokens, { name: 'Project Viewer', email: freshEmail('pv') }),
  ]);
  const [editorShare, viewerShare] = await t.db
    .insert(projectMembers)
    .values([
      { projectId: w.project._id, userId: projectEditor.user.id, role: 'editor' },
      { projectId: w.project._id, userId: projectViewer.user.id, role: 'viewer' },
    ])
    .returning();
  // made after the shares: they reach it all the same
  const later = await call('POST', `/projects/${w.project._id}/boards`, w.owner.headers, { name: 'Terrace' });
  expect(later.statusCode, later.body).toBe(201);
  return {
    ...w,
    projectEditor,
    projectViewer,
    editorShareId: editorShare!.id,
    viewerShareId: viewerShare!.id,
    laterBoard: later.json() as { _id: string },
  };
}
type SharedWorld = Awaited<ReturnType<typeof sharedWorld>>;

const BOARDS = ['board', 'otherBoard', 'laterBoard'] as const;
type BoardName = (typeof BOARDS)[number];
const ACTORS = ['owner', 'projectEditor', 'projectViewer', 'editor', 'stranger'] as const;
type Actor = (typeof ACTORS)[number];
const person = (w: SharedWorld, actor: Actor): SignedIn => w[actor];
const boardOf = (w: SharedWorld, name: BoardName) => w[name]._id;

type Call = (w: SharedWorld, boardId: string) => { method: InjectOptions['method']; url: string; payload?: object };
const calls: Record<string, Call> = {
  'get the board': (_w, boardId) => ({ method: 'GET', url: `/projects/board/${boardId}` }),
  'add a sample': (w, boardId) => ({
    method: 'POST',
    url: `/projects/${w.project._id}/boards/${boardId}/samples`,
    payload: { sampleId: w.offBoard.id },
  }),
  'rename the board': (w, boardId) => ({
    method: 'PUT',
    url: `/projects/${w.project._id}/boards/${boardId}`,
    payload: { name: 'Renamed' },
  }),
  'list the members': (_w, boardId) => ({ method: 'GET', url: `/board-members/${boardId}` }),
  'read the activity': (_w, boardId) => ({ method: 'GET', url: `/board-activity/${boardId}` }),
  'invite to the board': (_w, boardId) => ({
    method: 'POST',
    url: '/board-invitations',
    payload: { boardId, inviteeEmail: freshEmail('new'), role: 'viewer' },
  }),
  'invite to the whole project': (_w, boardId) => ({
    method: 'POST',
    url: '/board-invitations',
    payload: { boardId, inviteeEmail: freshEmail('new'), role: 'viewer', scope: 'project' },
  }),
};

// each actor's answer on Living, Kitchen and Terrace (made after the shares); `editor` edits Living alone
const expected: Record<keyof typeof calls, Record<Actor, [number, number, number]>> = {
  'get the board': {
    owner: [200, 200, 200],
    projectEditor: [200, 200, 200],
    projectViewer: [200, 200, 200],
    editor: [200, 404, 404],
    stranger: [404, 404, 404],
  },
  'add a sample': {
    owner: [201, 201, 201],
    projectEditor: [201, 201, 201],
    projectViewer: [403, 403, 403],
    editor: [201, 404, 404],
    stranger: [404, 404, 404],
  },
  'rename the board': {
    owner: [200, 200, 200],
    projectEditor: [200, 200, 200],
    projectViewer: [403, 403, 403],
    editor: [200, 404, 404],
    stranger: [404, 404, 404],
  },
  'list the members': {
    owner: [200, 200, 200],
    projectEditor: [200, 200, 200],
    projectViewer: [200, 200, 200],
    editor: [200, 404, 404],
    stranger: [404, 404, 404],
  },
  'read the activity': {
    owner: [200, 200, 200],
    projectEditor: [200, 200, 200],
    projectViewer: [200, 200, 200],
    editor: [200, 404, 404],
    stranger: [404, 404, 404],
  },
  'invite to the board': {
    owner: [201, 201, 201],
    projectEditor: [201, 201, 201],
    projectViewer: [403, 403, 403],
    editor: [201, 404, 404],
    stranger: [404, 404, 404],
  },
  // an editor of one board may not hand out every board
  'invite to the whole project': {
    owner: [201, 201, 201],
    projectEditor: [201, 201, 201],
    projectViewer: [403, 403, 403],
    editor: [403, 404, 404],
    stranger: [404, 404, 404],
  },
};

describe('the role matrix of a project shared whole', () => {
  let w: SharedWorld;
  beforeAll(async () => {
    w = await sharedWorld();
  });

  const table = Object.entries(expected).flatMap(([name, byActor]) =>
    ACTORS.flatMap((actor) => BOARDS.map((board, index) => [name, actor, board, byActor[actor][index]!] as const)),
  );

  // a call that changes something runs on a world of its own, so no cell depends on another
  const changes = new Set(['add a sample', 'rename the board', 'invite to the board', 'invite to the whole project']);

  it.each(table)('%s as %s on %s answers %i', async (name, actor, board, status) => {
    const world = changes.has(name) ? await sharedWorld() : w;
    const request = calls[name]!(world, boardOf(world, board));
    const response = await call(request.method, request.url, person(world, actor).headers, request.payload);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) expect(response.json().message).toEqual(expect.any(String));
  });

  it('lists the project with every board for those who share it whole, with the role it gives', async () => {
    for (const [actor, role] of [
      ['projectEditor', 'editor'],
      ['projectViewer', 'viewer'],
    ] as const) {
      const sharer = person(w, actor);
      const response = await call('GET', `/projects/user/${sharer.user.id}`, sharer.headers);
      expect(response.statusCode).toBe(200);
      const [project] = response.json();
      expect(project).toMatchObject({ _id: w.project._id, role });
      expect(project.boards.map((board: { name: string }) => board.name)).toEqual(
        expect.arrayContaining(['Kitchen', 'Terrace']),
      );
      expect(project.boards).toHaveLength(3);
      expect(new Set(project.boards.map((board: { role: string }) => board.role))).toEqual(new Set([role]));
    }
  });
});

describe('board and project memberships together', () => {
  it('gives the higher of the two roles, board by board', async () => {
    const w = await sharedWorld();
    // the project's viewer edits Kitchen as a member of it
    await t.db
      .insert(boardMembers)
      .values({ boardId: w.otherBoard._id, userId: w.projectViewer.user.id, role: 'editor' });
    const roleOn = async (boardId: string) =>
      (await call('GET', `/projects/board/${boardId}`, w.projectViewer.headers)).json().role;
    expect(await roleOn(w.board._id)).toBe('viewer');
    expect(await roleOn(w.otherBoard._id)).toBe('editor');
    expect(await roleOn(w.laterBoard._id)).toBe('viewer');
  });

  it('lists those who share the project on every board, once each in the count', async () => {
    const w = await sharedWorld();
    const members = (await call('GET', `/board-members/${w.laterBoard._id}`, w.owner.headers)).json();
    expect(
      members.map((m: { user: { _id: string }; scope: string; role: string }) => [m.user._id, m.scope, m.role]),
    ).toEqual([
      [w.owner.user.id, 'board', 'owner'],
      [w.projectEditor.user.id, 'project', 'editor'],
      [w.projectViewer.user.id, 'project', 'viewer'],
    ]);
    // Living: owner, editor, viewer, extra, and the two sharers; the viewer also on Living counts once
    await t.db.insert(boardMembers).values({ boardId: w.board._id, userId: w.projectViewer.user.id, role: 'viewer' });
    const living = (await call('GET', `/projects/board/${w.board._id}`, w.owner.headers)).json();
    expect(living.memberCount).toBe(6);
  });
});

describe('inviting to the whole project', () => {
  it('mails an invitation to every board, and accepting it opens all of them, later ones included', async () => {
    const w = await createWorld(t);
    const guest = await signedInUser(t.db, t.tokens, { name: 'Guest', email: freshEmail('guest') });
    const sent = await call('POST', '/board-invitations', w.owner.headers, {
      boardId: w.board._id,
      inviteeEmail: guest.user.email,
      role: 'editor',
      scope: 'project',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().invitation).toMatchObject({ scope: 'project', role: 'editor', projectId: w.project._id });

    const mail = await smtp.mailTo(guest.user.email);
    expect(mail.text).toContain(
      `${w.owner.user.name} invited you to every board of the project "${w.project.name}" on Samplebank as an editor`,
    );
    const token = tokenOf(mail.text)!;
    const page = (await call('GET', `/board-invitations/token/${token}`)).json();
    expect(page).toMatchObject({ scope: 'project', projectName: w.project.name });

    // pending, it shows on every board's list, not just the one it was sent from
    const pendingOnKitchen = (
      await call('GET', `/board-invitations/board/${w.otherBoard._id}`, w.owner.headers)
    ).json();
    expect(pendingOnKitchen).toEqual([expect.objectContaining({ inviteeEmail: guest.user.email, scope: 'project' })]);

    const accepted = await call('PUT', `/board-invitations/${page._id}/accept`, guest.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ projectId: w.project._id, boardId: w.board._id });

    const later = (await call('POST', `/projects/${w.project._id}/boards`, w.owner.headers, { name: 'Garden' })).json();
    for (const boardId of [w.board._id, w.otherBoard._id, later._id]) {
      const board = await call('GET', `/projects/board/${boardId}`, guest.headers);
      expect(board.statusCode).toBe(200);
      expect(board.json().role).toBe('editor');
    }
    // the editor of the whole project adds boards and samples anywhere in it
    const added = await call('POST', `/projects/${w.project._id}/boards/${w.otherBoard._id}/samples`, guest.headers, {
      sampleId: w.offBoard.id,
    });
    expect(added.statusCode).toBe(201);

    // each board the invitee joined says so; no board membership row was written
    for (const boardId of [w.board._id, w.otherBoard._id]) {
      const joined = await t.db
        .select()
        .from(boardActivity)
        .where(and(eq(boardActivity.boardId, boardId), eq(boardActivity.kind, 'member_joined')));
      expect(joined.map((row) => row.detail)).toEqual([guest.user.email]);
    }
    expect(await t.db.select().from(boardMembers).where(eq(boardMembers.userId, guest.user.id))).toEqual([]);
  });

  it('raises a share that gave less, and never lowers one', async () => {
    const w = await sharedWorld();
    const inviteViewer = async (email: string, role: 'viewer' | 'editor') =>
      call('POST', '/board-invitations', w.owner.headers, {
        boardId: w.otherBoard._id,
        inviteeEmail: email,
        role,
        scope: 'project',
      });
    // a member of Living alone may be invited to the whole project
    const sent = await inviteViewer(w.viewer.user.email, 'editor');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(
      (await call('PUT', `/board-invitations/${sent.json().invitation._id}/accept`, w.viewer.headers)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/projects/board/${w.board._id}`, w.viewer.headers)).json().role).toBe('editor');
    expect((await call('GET', `/projects/board/${w.laterBoard._id}`, w.viewer.headers)).json().role).toBe('editor');
  });

  it('refuses an invitation for someone who already has what it gives, and bad input', async () => {
    const w = await sharedWorld();
    const invite = (payload: object, headers = w.owner.headers) =>
      call('POST', '/board-invitations', headers, { boardId: w.board._id, role: 'viewer', ...payload });

    const again = await invite({ inviteeEmail: w.projectViewer.user.email.toUpperCase(), scope: 'project' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This user already shares every board of this project');
    const owner = await invite({ inviteeEmail: w.owner.user.email, scope: 'project' });
    expect(owner.statusCode).toBe(409);
    // a board invitation for someone who reaches the board through the project
    const board = await invite({ inviteeEmail: w.projectEditor.user.email });
    expect(board.statusCode).toBe(409);
    expect(board.json().message).toBe('This user is already a member of this board');

    const bad = await invite({ inviteeEmail: freshEmail('x'), scope: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).not.toMatch(/enum|expected/i);

    const denied = await invite({ inviteeEmail: freshEmail('x'), scope: 'project' }, w.editor.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toContain('Only the project owner or an editor of the whole project');
  });

  it('lets only those who may share the project whole manage its pending invitations', async () => {
    const w = await sharedWorld();
    const sent = await call('POST', '/board-invitations', w.owner.headers, {
      boardId: w.board._id,
      inviteeEmail: freshEmail('pending'),
      role: 'viewer',
      scope: 'project',
    });
    const id = sent.json().invitation._id;
    // Living's editor sees it among Living's pending invitations but may not change it
    const list = (await call('GET', `/board-invitations/board/${w.board._id}`, w.editor.headers)).json();
    expect(list.map((row: { _id: string }) => row._id)).toContain(id);
    for (const [method, action, payload] of [
      ['POST', 'resend', undefined],
      ['PUT', 'role', { role: 'editor' }],
      ['PUT', 'revoke', undefined],
    ] as const) {
      const refused = await call(method, `/board-invitations/${id}/${action}`, w.editor.headers, payload);
      expect(refused.statusCode, `${action}: ${refused.body}`).toBe(403);
    }
    const changed = await call('PUT', `/board-invitations/${id}/role`, w.projectEditor.headers, { role: 'editor' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'editor', scope: 'project' });
    expect((await call('PUT', `/board-invitations/${id}/revoke`, w.owner.headers)).statusCode).toBe(200);
  });
});

describe('managing those who share the whole project', () => {
  it('lets the owner change their role and remove them from every board at once', async () => {
    const w = await sharedWorld();
    const changed = await call('PUT', `/board-members/${w.laterBoard._id}/${w.viewerShareId}`, w.owner.headers, {
      role: 'editor',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'editor', scope: 'project' });
    expect((await call('GET', `/projects/board/${w.board._id}`, w.projectViewer.headers)).json().role).toBe('editor');

    const removed = await call('DELETE', `/board-members/${w.otherBoard._id}/${w.viewerShareId}`, w.owner.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Removed from every board of the project');
    for (const board of BOARDS) {
      expect((await call('GET', `/projects/board/${w[board]._id}`, w.projectViewer.headers)).statusCode).toBe(404);
      const gone = await t.db
        .select()
        .from(boardActivity)
        .where(and(eq(boardActivity.boardId, w[board]._id), eq(boardActivity.kind, 'member_removed')));
      expect(gone.map((row) => row.detail)).toEqual([w.projectViewer.user.email]);
    }
    expect((await call('GET', `/projects/user/${w.projectViewer.user.id}`, w.projectViewer.headers)).json()).toEqual(
      [],
    );
  });

  it('keeps a board membership when the project share goes', async () => {
    const w = await sharedWorld();
    await t.db.insert(boardMembers).values({ boardId: w.board._id, userId: w.projectViewer.user.id, role: 'viewer' });
    await call('DELETE', `/board-members/${w.board._id}/${w.viewerShareId}`, w.owner.headers);
    expect((await call('GET', `/projects/board/${w.board._id}`, w.projectViewer.headers)).statusCode).toBe(200);
    expect((await call('GET', `/projects/board/${w.otherBoard._id}`, w.projectViewer.headers)).statusCode).toBe(404);
  });

  it('refuses everyone but the owner', async () => {
    const w = await sharedWorld();
    for (const actor of ['projectEditor', 'projectViewer', 'editor'] as const) {
      const url = `/board-members/${w.board._id}/${w.viewerShareId}`;
      expect((await call('PUT', url, person(w, actor).headers, { role: 'editor' })).statusCode).toBe(403);
      expect((await call('DELETE', url, person(w, actor).headers)).statusCode).toBe(403);
    }
    expect(
      (await call('DELETE', `/board-members/${w.board._id}/${w.viewerShareId}`, w.stranger.headers)).statusCode,
    ).toBe(404);
    // a share of another project is not found through this board
    const other = await sharedWorld();
    expect(
      (await call('DELETE', `/board-members/${w.board._id}/${other.viewerShareId}`, w.owner.headers)).statusCode,
    ).toBe(404);
    expect(await t.db.select().from(projectMembers).where(eq(projectMembers.id, w.viewerShareId))).toHaveLength(1);
  });
});

describe('the people of a board, everywhere they are read', () => {
  it('mentions and mails those who share the project whole', async () => {
    const w = await sharedWorld();
    const token = `@[${w.projectViewer.user.name}](${w.projectViewer.user.id})`;
    await call('POST', `/projects/${w.project._id}/boards/${w.laterBoard._id}/samples`, w.owner.headers, {
      sampleId: w.onBoard.id,
    });
    const comment = await call('POST', `/board-comments/${w.laterBoard._id}/samples/${w.onBoard.id}`, w.owner.headers, {
      body: `What do you think, ${token}?`,
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(comment.json().body).toContain(token);
    const mail = await smtp.mailTo(w.projectViewer.user.email);
    expect(mail.subject).toBe('You were mentioned on a board on Samplebank');
    expect(mail.text).toContain('on the board "Terrace"');
  });
});
