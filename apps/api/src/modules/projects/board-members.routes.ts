import { boardMemberEndpoints } from '@samplebank/contracts/projects';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { changeMemberRole, listMembers, removeMember } from './board-members.service.js';

export async function boardMemberRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['board members'] });

  route(boardMemberEndpoints.list, (request) =>
    listMembers(context, currentUser(request), { boardId: request.params.boardId }),
  );
  route(boardMemberEndpoints.changeRole, (request) =>
    changeMemberRole(context, currentUser(request), { ...request.params, role: request.body.role }),
  );
  route(boardMemberEndpoints.remove, (request) => removeMember(context, currentUser(request), request.params));
}
