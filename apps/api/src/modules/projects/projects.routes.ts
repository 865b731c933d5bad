import { ZErrorResponseSchema, ZIdParamsSchema, ZMessageResponseSchema } from '@samplebank/contracts/common';
import {
  ZAddBoardSampleRequestSchema,
  ZBoardDetailSchema,
  ZBoardIdParamsSchema,
  ZBoardNameRequestSchema,
  ZBoardSampleParamsSchema,
  ZCreateProjectRequestSchema,
  ZProjectBoardParamsSchema,
  ZProjectListResponseSchema,
  ZProjectSchema,
  ZUpdateProjectRequestSchema,
  ZUserIdParamsSchema,
} from '@samplebank/contracts/projects';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { addSampleToBoard, createBoard, getBoard, removeSampleFromBoard, renameBoard } from './boards.service.js';
import { createProject, deleteProject, getProject, listProjectsOfUser, updateProject } from './projects.service.js';

const tags = ['projects'];
const security = [{ bearer: [] }];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
};

/** Projects and boards, then board members and invitations. A caller with no part in a project or board gets 404. */
export async function projectRoutes(app: ZodApp) {
  const context = app.context;
  const { guards } = context;
  const deps = context;
  const preHandler = guards.authenticate;

  app.get(
    '/user/:userId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The projects a user owns or shares a board of (the user themself or ADMIN)',
        params: ZUserIdParamsSchema,
        response: { 200: ZProjectListResponseSchema, ...errors },
      },
    },
    (request) => listProjectsOfUser(deps, currentUser(request), { userId: request.params.userId }),
  );

  app.get(
    '/board/:boardId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'A board with its samples, its project and the caller’s role',
        params: ZBoardIdParamsSchema,
        response: { 200: ZBoardDetailSchema, ...errors },
      },
    },
    (request) => getBoard(deps, currentUser(request), { boardId: request.params.boardId }),
  );

  app.get(
    '/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'A project with the boards the caller may see',
        params: ZIdParamsSchema,
        response: { 200: ZProjectSchema, ...errors },
      },
    },
    (request) => getProject(deps, currentUser(request), { projectId: request.params.id }),
  );

  app.post(
    '',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Create a project, optionally with boards and their samples',
        body: ZCreateProjectRequestSchema,
        response: { 201: ZProjectSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createProject(deps, currentUser(request), request.body)),
  );

  app.put(
    '/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Change a project’s name, type or value (owner)',
        params: ZIdParamsSchema,
        body: ZUpdateProjectRequestSchema,
        response: { 200: ZProjectSchema, ...errors },
      },
    },
    (request) => updateProject(deps, currentUser(request), { projectId: request.params.id, changes: request.body }),
  );

  app.delete(
    '/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Delete a project with its boards, members and invitations (owner)',
        params: ZIdParamsSchema,
        response: { 200: ZMessageResponseSchema, ...errors },
      },
    },
    (request) => deleteProject(deps, currentUser(request), { projectId: request.params.id }),
  );

  app.post(
    '/:id/boards',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Add a board (owner, or an editor of any board of the project)',
        params: ZIdParamsSchema,
        body: ZBoardNameRequestSchema,
        response: { 201: ZBoardDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createBoard(deps, currentUser(request), { projectId: request.params.id, name: request.body.name })),
  );

  app.put(
    '/:id/boards/:boardId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Rename a board (owner or editor)',
        params: ZProjectBoardParamsSchema,
        body: ZBoardNameRequestSchema,
        response: { 200: ZBoardDetailSchema, ...errors },
      },
    },
    (request) =>
      renameBoard(deps, currentUser(request), {
        projectId: request.params.id,
        boardId: request.params.boardId,
        name: request.body.name,
      }),
  );

  app.post(
    '/:id/boards/:boardId/samples',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Add a sample to a board (owner or editor): 201 when added, 200 when it was already there',
        params: ZProjectBoardParamsSchema,
        body: ZAddBoardSampleRequestSchema,
        response: { 200: ZBoardDetailSchema, 201: ZBoardDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, boardId } = request.params;
      const result = await addSampleToBoard(deps, currentUser(request), {
        projectId: id,
        boardId,
        sampleId: request.body.sampleId,
      });
      return reply.status(result.created ? 201 : 200).send(result.board);
    },
  );

  app.delete(
    '/:id/boards/:boardId/samples/:sampleId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Remove a sample from a board (owner or editor)',
        params: ZBoardSampleParamsSchema,
        response: { 200: ZBoardDetailSchema, ...errors },
      },
    },
    (request) => {
      const { id, boardId, sampleId } = request.params;
      return removeSampleFromBoard(deps, currentUser(request), { projectId: id, boardId, sampleId });
    },
  );
}
