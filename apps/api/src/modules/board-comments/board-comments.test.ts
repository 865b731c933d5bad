import { randomUUID } from 'node:crypto';
import {
  BOARD_COMMENT_MESSAGES,
  BOARD_COMMENTS_PER_HOUR,
  BOARD_MENTION_MAILS_PER_HOUR,
} from '@samplebank/contracts/board-comments';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardActivity, boardComments, mailOutbox, users } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { ACTORS, type ActorName, createWorld, headersOf, type World } from '../projects/projects.fixtures.js';

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

const commentsUrl = (w: World, sampleId = w.onBoard.id) => `/board-comments/${w.board._id}/samples/${sampleId}`;
const commentUrl = (w: World, commentId: string) => `/board-comments/${w.board._id}/comments/${commentId}`;

async function post(w: World, headers: Headers, body: string, parentId?: string) {
  const response = await call('POST', commentsUrl(w), headers, { body, ...(parentId ? { parentId } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const commentRows = (w: World) => t.db.select().from(boardComments).where(eq(boardComments.boardId, w.board._id));
const mailsTo = (email: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'board-mention')));

describe('comments on a board’s samples', () => {
  it('lets members comment and reply, threaded, with who may edit and delete', async () => {
    const w = await createWorld(t);
    const first = await post(w, w.viewer.headers, '  Is this oak\nsealed?  ');
    expect(first).toMatchObject({
      body: 'Is this oak\nsealed?',
      parentId: null,
      deleted: false,
      editedAt: null,
      author: { _id: w.viewer.user.id, name: w.viewer.user.name },
      canEdit: true,
      canDelete: true,
    });
    const reply = await post(w, w.editor.headers, 'Yes, matt lacquer', first._id);
    await post(w, w.owner.headers, 'Second thread');

    const asOwner = (await call('GET', commentsUrl(w), w.owner.headers)).json();
    expect(asOwner.threads.map((thread: { body: string }) => thread.body)).toEqual([
      'Is this oak\nsealed?',
      'Second thread',
    ]);
    expect(asOwner.threads[0].replies).toEqual([
      expect.objectContaining({ _id: reply._id, parentId: first._id, canEdit: false, canDelete: true }),
    ]);
    expect(asOwner.threads[0]).toMatchObject({ canEdit: false, canDelete: true });

    const asViewer = (await call('GET', commentsUrl(w), w.viewer.headers)).json();
    expect(asViewer.threads[0]).toMatchObject({ canEdit: true, canDelete: true });
    expect(asViewer.threads[0].replies[0]).toMatchObject({ canEdit: false, canDelete: false });

    const counts = (await call('GET', `/board-comments/${w.board._id}/counts`, w.viewer.headers)).json();
    expect(counts).toEqual({ counts: { [w.onBoard.id]: 3 } });
  });

  it('keeps a comment’s words as text, markup and all', async () => {
    const w = await createWorld(t);
    const body = '<img src=x onerror=alert(1)> & "quotes"';
    const comment = await post(w, w.editor.headers, body);
    expect(comment.body).toBe(body);
  });

  it('lets an author edit their comment, and marks it edited', async () => {
    const w = await createWorld(t);
    const comment = await post(w, w.viewer.headers, 'Frist');
    const edited = await call('PATCH', commentUrl(w, comment._id), w.viewer.headers, { body: 'First' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'First', editedAt: expect.any(String) });
    const timeline = await call('GET', `/board-activity/${w.board._id}`, w.owner.headers);
    expect(timeline.json().entries.map((entry: { kind: string; detail: string | null }) => entry)).toMatchObject([
      { kind: 'comment', detail: 'edited', actorName: w.viewer.user.name },
      { kind: 'comment', detail: null },
    ]);
  });

  it('refuses an edit of someone else’s comment, and the owner’s too, changing nothing', async () => {
    const w = await createWorld(t);
    const comment = await post(w, w.viewer.headers, 'Mine');
    for (const headers of [w.owner.headers, w.editor.headers, w.admin.headers]) {
      const refused = await call('PATCH', commentUrl(w, comment._id), headers, { body: 'Theirs' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(BOARD_COMMENT_MESSAGES.editOwnOnly);
    }
    expect((await commentRows(w))[0]).toMatchObject({ body: 'Mine', editedAt: null });
  });

  it('leaves a placeholder for a deleted first comment with replies, and nothing for one without', async () => {
    const w = await createWorld(t);
    const first = await post(w, w.viewer.headers, 'Question');
    await post(w, w.editor.headers, 'Answer', first._id);
    const lonely = await post(w, w.editor.headers, 'Alone');

    expect((await call('DELETE', commentUrl(w, first._id), w.viewer.headers)).json()).toEqual({
      message: BOARD_COMMENT_MESSAGES.commentDeleted,
    });
    // the board's owner deletes anyone's
    expect((await call('DELETE', commentUrl(w, lonely._id), w.owner.headers)).statusCode).toBe(200);

    const { threads } = (await call('GET', commentsUrl(w), w.viewer.headers)).json();
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({ _id: first._id, deleted: true, body: '', author: null, canDelete: false });
    expect(threads[0].replies).toEqual([expect.objectContaining({ body: 'Answer' })]);
    const counts = (await call('GET', `/board-comments/${w.board._id}/counts`, w.viewer.headers)).json();
    expect(counts.counts[w.onBoard.id]).toBe(1);

    expect((await call('DELETE', commentUrl(w, first._id), w.viewer.headers)).statusCode).toBe(404);
    expect((await call('PATCH', commentUrl(w, first._id), w.viewer.headers, { body: 'Back' })).statusCode).toBe(404);
    const replyingToDeleted = await call('POST', commentsUrl(w), w.viewer.headers, { body: 'Hm', parentId: first._id });
    expect(replyingToDeleted.statusCode).toBe(400);
  });

  it('refuses a viewer who deletes another’s comment', async () => {
    const w = await createWorld(t);
    const comment = await post(w, w.editor.headers, 'Editor says');
    const refused = await call('DELETE', commentUrl(w, comment._id), w.viewer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BOARD_COMMENT_MESSAGES.deleteDenied);
    expect((await commentRows(w))[0]!.deletedAt).toBeNull();
  });

  it('answers 404 for a sample not on the board, and for a comment of another board', async () => {
    const w = await createWorld(t);
    expect((await call('GET', commentsUrl(w, w.offBoard.id), w.owner.headers)).statusCode).toBe(404);
    const refused = await call('POST', commentsUrl(w, w.offBoard.id), w.owner.headers, { body: 'Hi' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Sample not found on this board');

    const comment = await post(w, w.owner.headers, 'On Living');
    const elsewhere = `/board-comments/${w.otherBoard._id}/comments/${comment._id}`;
    expect((await call('DELETE', elsewhere, w.owner.headers)).statusCode).toBe(404);
    expect((await call('DELETE', commentUrl(w, randomUUID()), w.owner.headers)).statusCode).toBe(404);
    expect(await commentRows(w)).toHaveLength(1);
  });

  it.each([
    ['an empty body', { body: '' }],
    ['a body of spaces', { body: '   \n ' }],
    ['a body too long', { body: 'x'.repeat(2001) }],
    ['a body that is not text', { body: 42 }],
    ['a control character', { body: 'bell\u0007' }],
    ['no body', {}],
    ['an unknown field', { body: 'Hi', html: '<b>' }],
    ['a parent that is not an id', { body: 'Hi', parentId: 'x' }],
    ['a parent that does not exist', { body: 'Hi', parentId: randomUUID() }],
  ])('refuses %s with 400, writing nothing', async (_case, payload) => {
    const w = await createWorld(t);
    const refused = await call('POST', commentsUrl(w), w.editor.headers, payload);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toEqual(expect.any(String));
    expect(await commentRows(w)).toHaveLength(0);
  });

  it('takes 2000 characters once trimmed', async () => {
    const w = await createWorld(t);
    const comment = await post(w, w.editor.headers, ` ${'x'.repeat(2000)} `);
    expect(comment.body).toHaveLength(2000);
  });

  it('refuses a reply to a reply, and to a comment on another sample', async () => {
    const w = await createWorld(t);
    const first = await post(w, w.editor.headers, 'First');
    const reply = await post(w, w.editor.headers, 'Reply', first._id);
    const nested = await call('POST', commentsUrl(w), w.editor.headers, { body: 'Deeper', parentId: reply._id });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe(BOARD_COMMENT_MESSAGES.parentInvalid);

    await call('POST', `/projects/${w.project._id}/boards/${w.board._id}/samples`, w.owner.headers, {
      sampleId: w.offBoard.id,
    });
    const across = await call('POST', commentsUrl(w, w.offBoard.id), w.editor.headers, {
      body: 'Across',
      parentId: first._id,
    });
    expect(across.statusCode).toBe(400);
    expect(await commentRows(w)).toHaveLength(2);
  });

  it('answers in Malay when asked', async () => {
    const w = await createWorld(t);
    const refused = await call(
      'POST',
      commentsUrl(w),
      { ...w.admin.headers, 'accept-language': 'ms' },
      { body: 'Hai' },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Hanya ahli papan ini boleh memberi komen');
  });

  it('writes a comment line on the board’s timeline with each comment', async () => {
    const w = await createWorld(t);
    await post(w, w.viewer.headers, 'Nice grain');
    const lines = await t.db.select().from(boardActivity).where(eq(boardActivity.boardId, w.board._id));
    expect(lines.filter((line) => line.kind === 'comment')).toEqual([
      expect.objectContaining({ actorId: w.viewer.user.id, sampleId: w.onBoard.id }),
    ]);
  });

  it(`limits a member to ${BOARD_COMMENTS_PER_HOUR} comments an hour`, async () => {
    const w = await createWorld(t);
    for (let n = 0; n < BOARD_COMMENTS_PER_HOUR; n++) await post(w, w.viewer.headers, `Comment ${n}`);
    const refused = await call('POST', commentsUrl(w), w.viewer.headers, { body: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^You have written a lot of comments in the last hour\. Please try again/);
    expect(await commentRows(w)).toHaveLength(BOARD_COMMENTS_PER_HOUR);
    // another member is not held back
    await post(w, w.editor.headers, 'Still here');
  });
});

describe('mentions', () => {
  const token = (user: { id: string; name: string }) => `@[${user.name}](${user.id})`;

  it('keeps members’ mentions with their names, turns anyone else’s into text, and mails the mentioned', async () => {
    const w = await createWorld(t);
    await t.db.update(users).set({ locale: 'ms' }).where(eq(users.id, w.viewer.user.id));
    const body = `Thoughts @[Someone](${w.viewer.user.id}) and ${token(w.editor.user)}? Not @[Stranger](${w.stranger.user.id}), not ${token(w.owner.user)}`;
    const comment = await post(w, w.owner.headers, body);
    expect(comment.body).toBe(
      `Thoughts ${token({ ...w.viewer.user })} and ${token(w.editor.user)}? Not @Stranger, not ${token(w.owner.user)}`,
    );

    const editorMail = await smtp.mailTo(w.editor.user.email);
    expect(editorMail.subject).toBe('You were mentioned on a board on Samplebank');
    expect(editorMail.text).toContain(
      `${w.owner.user.name} mentioned you in a comment on ${w.onBoard.name} on the board "Living"`,
    );
    expect(editorMail.text).toContain(`Thoughts @${w.viewer.user.name} and @${w.editor.user.name}?`);
    expect(editorMail.text).toContain(
      `${PUBLIC_URL}/project/${w.project._id}/board/${w.board._id}?comments=${w.onBoard.id}`,
    );

    const viewerMail = await smtp.mailTo(w.viewer.user.email);
    expect(viewerMail.subject).toBe('Anda disebut dalam papan di Samplebank');
    expect(viewerMail.text).toContain(
      `${PUBLIC_URL}/ms/project/${w.project._id}/board/${w.board._id}?comments=${w.onBoard.id}`,
    );

    // the author and someone outside the board get nothing
    expect(await mailsTo(w.owner.user.email)).toHaveLength(0);
    expect(await mailsTo(w.stranger.user.email)).toHaveLength(0);
  });

  it('escapes a mention’s words in the mail', async () => {
    const w = await createWorld(t);
    await post(w, w.owner.headers, `${token(w.editor.user)} <script>alert(1)</script>`);
    const mail = await smtp.mailTo(w.editor.user.email);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });

  it('mails only the members an edit newly mentions', async () => {
    const w = await createWorld(t);
    const comment = await post(w, w.owner.headers, `Hi ${token(w.editor.user)}`);
    await smtp.mailTo(w.editor.user.email);
    const edited = await call('PATCH', commentUrl(w, comment._id), w.owner.headers, {
      body: `Hi ${token(w.editor.user)} and ${token(w.viewer.user)}`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await smtp.mailTo(w.viewer.user.email);
    expect(await mailsTo(w.editor.user.email)).toHaveLength(1);
    expect(await mailsTo(w.viewer.user.email)).toHaveLength(1);
  });

  it(`mails a member at most ${BOARD_MENTION_MAILS_PER_HOUR} mentions an hour`, async () => {
    const w = await createWorld(t);
    for (let n = 0; n <= BOARD_MENTION_MAILS_PER_HOUR; n++) {
      await post(w, n % 2 ? w.owner.headers : w.viewer.headers, `${token(w.extra.user)} look ${n}`);
    }
    expect(await mailsTo(w.extra.user.email)).toHaveLength(BOARD_MENTION_MAILS_PER_HOUR);
    expect(await commentRows(w)).toHaveLength(BOARD_MENTION_MAILS_PER_HOUR + 1);
  });
});

// Every comment call against every standing; the reads share one world, each write gets its own.
type Call = (w: World, comment: { _id: string }) => Omit<InjectOptions, 'headers'>;
const calls: Record<string, Call> = {
  'list a sample’s comments': (w) => ({ method: 'GET', url: `/api${commentsUrl(w)}` }),
  'count the comments': (w) => ({ method: 'GET', url: `/api/board-comments/${w.board._id}/counts` }),
  comment: (w) => ({ method: 'POST', url: `/api${commentsUrl(w)}`, payload: { body: 'Hello' } }),
  reply: (w, c) => ({ method: 'POST', url: `/api${commentsUrl(w)}`, payload: { body: 'Hi', parentId: c._id } }),
  "edit the editor's comment": (w, c) => ({
    method: 'PATCH',
    url: `/api${commentUrl(w, c._id)}`,
    payload: { body: 'Changed' },
  }),
  "delete the editor's comment": (w, c) => ({ method: 'DELETE', url: `/api${commentUrl(w, c._id)}` }),
};
//                                        owner editor viewer stranger invitee admin anonymous
const expected: Record<keyof typeof calls, number[]> = {
  'list a sample’s comments': [200, 200, 200, 404, 404, 200, 401],
  'count the comments': [200, 200, 200, 404, 404, 200, 401],
  comment: [201, 201, 201, 404, 404, 403, 401],
  reply: [201, 201, 201, 404, 404, 403, 401],
  "edit the editor's comment": [403, 200, 403, 404, 404, 403, 401],
  "delete the editor's comment": [200, 200, 403, 404, 404, 403, 401],
};
const readOnly = new Set(['list a sample’s comments', 'count the comments']);

describe('the comments’ role matrix', () => {
  let shared: { world: World; comment: { _id: string } };
  beforeAll(async () => {
    const world = await createWorld(t);
    shared = { world, comment: await post(world, world.editor.headers, 'Shared') };
  });

  const table = Object.entries(expected).flatMap(([name, statuses]) =>
    ACTORS.map((actor, index) => [name, actor, statuses[index]!] as const),
  );
  it.each(table)('%s as %s answers %i', async (name, actor: ActorName, status) => {
    let { world, comment } = shared;
    if (!readOnly.has(name)) {
      world = await createWorld(t);
      comment = await post(world, world.editor.headers, 'Editor’s');
    }
    const before = await commentRows(world);
    const response = await t.app.inject({
      ...calls[name]!(world, comment),
      headers: headersOf(world, actor),
    } as InjectOptions);
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) {
      expect(response.json().message).toEqual(expect.any(String));
      expect(await commentRows(world)).toEqual(before);
    }
  });
});
