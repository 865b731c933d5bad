import { ZErrorResponseSchema, ZMessageResponseSchema } from '@samplebank/contracts/common';
import {
  ZBoardIdParamsSchema,
  ZBoardMemberListResponseSchema,
  ZBoardMemberParamsSchema,
  ZBoardMemberSchema,
  ZChangeMemberRoleRequestSchema,
} from '@samplebank/contracts/projects';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { changeMemberRole, listMembers, removeMember } from './board-members.service.js';

const tags = ['board members'];
const security = [{ bearer: [] }];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
};

export async function boardMemberRoutes(app: ZodApp) {
  const context = app.context;
  const { guards } = context;
  const preHandler = guards.authenticate;

  app.get(
    '/:boardId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'A board’s members (any member, or ADMIN)',
        params: ZBoardIdParamsSchema,
        response: { 200: ZBoardMemberListResponseSchema, ...errors },
      },
    },
    (request) => listMembers(context, currentUser(request), { boardId: request.params.boardId }),
  );

  app.put(
    '/:boardId/:memberId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Move a member between viewer and editor (owner)',
        params: ZBoardMemberParamsSchema,
        body: ZChangeMemberRoleRequestSchema,
        response: { 200: ZBoardMemberSchema, ...errors },
      },
    },
    (request) => changeMemberRole(context, currentUser(request), { ...request.params, role: request.body.role }),
  );

  app.delete(
    '/:boardId/:memberId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Remove a member (owner); the owner member stays',
        params: ZBoardMemberParamsSchema,
        response: { 200: ZMessageResponseSchema, ...errors },
      },
    },
    (request) => removeMember(context, currentUser(request), request.params),
  );
}
