import type { TCreateShareLinkRequest } from '@samplebank/contracts/board-sharing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryRoots } from '../../lib/query-keys';

/** A board's share links and its client's decisions (issue 19), under the projects root like the board itself. */
export const boardSharingKeys = {
  links: (boardId: string) => [...queryRoots.projects, 'share-links', boardId] as const,
  decisions: (boardId: string) => [...queryRoots.projects, 'decisions', boardId] as const,
};

export const boardSharingApi = {
  links: (boardId: string, signal?: AbortSignal) =>
    api.get('/projects/board/:boardId/share-links', { params: { boardId }, signal }),
  createLink: (boardId: string, body: TCreateShareLinkRequest) =>
    api.post('/projects/board/:boardId/share-links', { params: { boardId }, body }),
  revokeLink: (boardId: string, linkId: string) =>
    api.delete('/projects/board/:boardId/share-links/:linkId', { params: { boardId, linkId } }),
  decisions: (boardId: string, signal?: AbortSignal) =>
    api.get('/projects/board/:boardId/decisions', { params: { boardId }, signal }),
};

// a client decides while the designer looks: read fresh on each visit and when the tab comes back into focus
const liveData = { staleTime: 0, refetchOnWindowFocus: true } as const;

/** Where each sample of the board stands with the client, and the summary. */
export function useBoardDecisions(boardId: string) {
  return useQuery({
    queryKey: boardSharingKeys.decisions(boardId),
    queryFn: ({ signal }) => boardSharingApi.decisions(boardId, signal),
    ...liveData,
  });
}

/** The board's share links, for its owner and editors. */
export function useShareLinks(boardId: string, enabled = true) {
  return useQuery({
    queryKey: boardSharingKeys.links(boardId),
    queryFn: ({ signal }) => boardSharingApi.links(boardId, signal),
    ...liveData,
    enabled,
  });
}

export function useCreateShareLink(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateShareLinkRequest) => boardSharingApi.createLink(boardId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardSharingKeys.links(boardId) }),
  });
}

export function useRevokeShareLink(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => boardSharingApi.revokeLink(boardId, linkId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardSharingKeys.links(boardId) }),
  });
}
