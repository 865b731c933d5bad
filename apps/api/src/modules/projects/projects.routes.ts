import { projectEndpoints } from '@samplebank/contracts/projects';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { addSampleToBoard, createBoard, getBoard, removeSampleFromBoard, renameBoard } from './boards.service.js';
import { createProject, deleteProject, getProject, listProjectsOfUser, updateProject } from './projects.service.js';

/** Projects and boards, then board members and invitations. A caller with no part in a project or board gets 404. */
export async function projectRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['projects'] });

  route(projectEndpoints.listOfUser, (request) =>
    listProjectsOfUser(context, currentUser(request), { userId: request.params.userId }),
  );
  route(projectEndpoints.board, (request) =>
    getBoard(context, currentUser(request), { boardId: request.params.boardId }),
  );
  route(projectEndpoints.get, (request) => getProject(context, currentUser(request), { projectId: request.params.id }));
  route(projectEndpoints.create, (request) => createProject(context, currentUser(request), request.body));
  route(projectEndpoints.update, (request) =>
    updateProject(context, currentUser(request), { projectId: request.params.id, changes: request.body }),
  );
  route(projectEndpoints.delete, (request) =>
    deleteProject(context, currentUser(request), { projectId: request.params.id }),
  );
  route(projectEndpoints.createBoard, (request) =>
    createBoard(context, currentUser(request), { projectId: request.params.id, name: request.body.name }),
  );
  route(projectEndpoints.renameBoard, (request) =>
    renameBoard(context, currentUser(request), {
      projectId: request.params.id,
      boardId: request.params.boardId,
      name: request.body.name,
    }),
  );
  route(projectEndpoints.addSample, async (request, reply) => {
    const { id, boardId } = request.params;
    const result = await addSampleToBoard(context, currentUser(request), {
      projectId: id,
      boardId,
      sampleId: request.body.sampleId,
    });
    // a sample already on the board is no new resource: the same board, with 200
    if (!result.created) reply.code(200);
    return result.board;
  });
  route(projectEndpoints.removeSample, (request) => {
    const { id, boardId, sampleId } = request.params;
    return removeSampleFromBoard(context, currentUser(request), { projectId: id, boardId, sampleId });
  });
}
