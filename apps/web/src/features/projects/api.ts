import type {
  TAssignableRole,
  TCreateInvitationRequest,
  TCreateProjectRequest,
  TUpdateProjectRequest,
} from '@samplebank/contracts/projects';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryRoots, sharedQueryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { SAMPLE_SEARCH_LIMIT } from './constants';

/**
 * Every key starts with 'projects', so one invalidation refreshes the lists, pages and the sample page's
 * add-to-board popover (which reads `['projects', 'user', userId]` too).
 */
export const projectKeys = {
  all: queryRoots.projects,
  list: sharedQueryKeys.projectList,
  detail: (projectId: string) => [...queryRoots.projects, 'detail', projectId] as const,
  board: (boardId: string) => [...queryRoots.projects, 'board', boardId] as const,
  members: (boardId: string) => [...queryRoots.projects, 'members', boardId] as const,
  pendingInvitations: (boardId: string) => [...queryRoots.projects, 'pending-invitations', boardId] as const,
  invitation: (token: string) => [...queryRoots.projects, 'invitation', token] as const,
  sampleSearch: (search: string) => [...queryRoots.projects, 'sample-search', search] as const,
};

export const projectsApi = {
  list: (userId: string, signal?: AbortSignal) => api.get('/projects/user/:userId', { params: { userId }, signal }),
  get: (projectId: string, signal?: AbortSignal) => api.get('/projects/:id', { params: { id: projectId }, signal }),
  getBoard: (boardId: string, signal?: AbortSignal) =>
    api.get('/projects/board/:boardId', { params: { boardId }, signal }),
  create: (body: TCreateProjectRequest) => api.post('/projects', { body }),
  update: (projectId: string, body: TUpdateProjectRequest) =>
    api.put('/projects/:id', { params: { id: projectId }, body }),
  remove: (projectId: string) => api.delete('/projects/:id', { params: { id: projectId } }),
  addBoard: (projectId: string, name: string) =>
    api.post('/projects/:id/boards', { params: { id: projectId }, body: { name } }),
  addSample: (projectId: string, boardId: string, sampleId: string) =>
    api.post('/projects/:id/boards/:boardId/samples', { params: { id: projectId, boardId }, body: { sampleId } }),
  removeSample: (projectId: string, boardId: string, sampleId: string) =>
    api.delete('/projects/:id/boards/:boardId/samples/:sampleId', { params: { id: projectId, boardId, sampleId } }),
  members: (boardId: string, signal?: AbortSignal) =>
    api.get('/board-members/:boardId', { params: { boardId }, signal }),
  changeMemberRole: (boardId: string, memberId: string, role: TAssignableRole) =>
    api.put('/board-members/:boardId/:memberId', { params: { boardId, memberId }, body: { role } }),
  removeMember: (boardId: string, memberId: string) =>
    api.delete('/board-members/:boardId/:memberId', { params: { boardId, memberId } }),
  invite: (body: TCreateInvitationRequest) => api.post('/board-invitations', { body }),
  pendingInvitations: (boardId: string, signal?: AbortSignal) =>
    api.get('/board-invitations/board/:boardId', { params: { boardId }, signal }),
  resendInvitation: (invitationId: string) =>
    api.post('/board-invitations/:id/resend', { params: { id: invitationId } }),
  changeInvitationRole: (invitationId: string, role: TAssignableRole) =>
    api.put('/board-invitations/:id/role', { params: { id: invitationId }, body: { role } }),
  revokeInvitation: (invitationId: string) =>
    api.put('/board-invitations/:id/revoke', { params: { id: invitationId } }),
  invitationByToken: (token: string, signal?: AbortSignal) =>
    api.get('/board-invitations/token/:token', { params: { token }, signal }),
  acceptInvitation: (invitationId: string) =>
    api.put('/board-invitations/:id/accept', { params: { id: invitationId } }),
  rejectInvitation: (invitationId: string) =>
    api.put('/board-invitations/:id/reject', { params: { id: invitationId } }),
  addAllToCart: (sampleIds: string[]) =>
    api.post('/cart-samples/add-multiple', {
      body: { samples: sampleIds.map((sampleId) => ({ sampleId, quantity: 1 })) },
    }),
  // GET /samples is the catalogue's endpoint, not yet described in contracts
  searchSamples: (search: string, signal?: AbortSignal) =>
    api.get('/samples', { query: { search, limit: SAMPLE_SEARCH_LIMIT }, signal }),
};

/** The signed-in user's id, as the session stores it. */
export function useUserId(): string {
  const { user } = useSession();
  return user?._id ?? user?.id ?? '';
}

// Boards are shared: someone else may have added a sample or a member since, so these read fresh on every visit
// and when the tab comes back into focus, whatever the app-wide 30 s default says.
const sharedData = { staleTime: 0, refetchOnWindowFocus: true } as const;

/** The projects the signed-in user owns or shares a board of. */
export function useProjects() {
  const { isAuthenticated } = useSession();
  const userId = useUserId();
  return useQuery({
    queryKey: projectKeys.list(userId),
    queryFn: ({ signal }) => projectsApi.list(userId, signal),
    ...sharedData,
    enabled: isAuthenticated && Boolean(userId),
  });
}

export function useProject(projectId: string | undefined) {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: projectKeys.detail(projectId ?? ''),
    queryFn: ({ signal }) => projectsApi.get(projectId ?? '', signal),
    ...sharedData,
    enabled: isAuthenticated && Boolean(projectId),
  });
}

export function useBoard(boardId: string | undefined) {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: projectKeys.board(boardId ?? ''),
    queryFn: ({ signal }) => projectsApi.getBoard(boardId ?? '', signal),
    ...sharedData,
    enabled: isAuthenticated && Boolean(boardId),
  });
}

export function useBoardMembers(boardId: string, enabled = true) {
  return useQuery({
    queryKey: projectKeys.members(boardId),
    queryFn: ({ signal }) => projectsApi.members(boardId, signal),
    ...sharedData,
    enabled,
  });
}

/** A board's pending invitations, for those who may invite (owner and editors). */
export function usePendingInvitations(boardId: string, enabled = true) {
  return useQuery({
    queryKey: projectKeys.pendingInvitations(boardId),
    queryFn: ({ signal }) => projectsApi.pendingInvitations(boardId, signal),
    ...sharedData,
    enabled,
  });
}

/** The invitation behind an e-mailed link: public, so it loads before the visitor signs in. */
export function useInvitation(token: string | undefined) {
  return useQuery({
    queryKey: projectKeys.invitation(token ?? ''),
    queryFn: ({ signal }) => projectsApi.invitationByToken(token ?? '', signal),
    enabled: Boolean(token),
    retry: false,
  });
}

/** The catalogue search behind the board page's ADD SAMPLE box. */
export function useSampleSearch(search: string) {
  return useQuery({
    queryKey: projectKeys.sampleSearch(search),
    queryFn: ({ signal }) => projectsApi.searchSamples(search, signal),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Refreshes every project query after a change. */
export function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectKeys.all });
}

export function useSaveProject(projectId?: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (body: TCreateProjectRequest) =>
      projectId
        ? projectsApi.update(projectId, {
            name: body.name,
            projectType: body.projectType,
            projectValue: body.projectValue,
          })
        : projectsApi.create(body),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (projectId: string) => projectsApi.remove(projectId),
    onSuccess: () => invalidate(),
  });
}
