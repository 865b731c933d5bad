import type { TBoardActivityResponse } from '@samplebank/contracts/board-activity';
import type { TEditCommentRequest, TPostCommentRequest } from '@samplebank/contracts/board-comments';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryRoots } from '../../lib/query-keys';

/** Under 'projects', so a board's own changes (a sample added or removed) refresh its timeline and counts too. */
export const collaborationKeys = {
  comments: (boardId: string, sampleId: string) => [...queryRoots.projects, 'comments', boardId, sampleId] as const,
  commentCounts: (boardId: string) => [...queryRoots.projects, 'comment-counts', boardId] as const,
  activity: (boardId: string) => [...queryRoots.projects, 'activity', boardId] as const,
};

export const collaborationApi = {
  comments: (boardId: string, sampleId: string, signal?: AbortSignal) =>
    api.get('/board-comments/:boardId/samples/:sampleId', { params: { boardId, sampleId }, signal }),
  counts: (boardId: string, signal?: AbortSignal) =>
    api.get('/board-comments/:boardId/counts', { params: { boardId }, signal }),
  post: (boardId: string, sampleId: string, body: TPostCommentRequest) =>
    api.post('/board-comments/:boardId/samples/:sampleId', { params: { boardId, sampleId }, body }),
  edit: (boardId: string, commentId: string, body: TEditCommentRequest) =>
    api.patch('/board-comments/:boardId/comments/:commentId', { params: { boardId, commentId }, body }),
  remove: (boardId: string, commentId: string) =>
    api.delete('/board-comments/:boardId/comments/:commentId', { params: { boardId, commentId } }),
  activity: (boardId: string, before: string | undefined, signal?: AbortSignal) =>
    api.get('/board-activity/:boardId', { params: { boardId }, query: before ? { before } : {}, signal }),
};

const fresh = { staleTime: 0, refetchOnWindowFocus: true } as const;

/** How many comments each sample of a board has: one request for all the cards. */
export function useCommentCounts(boardId: string) {
  return useQuery({
    queryKey: collaborationKeys.commentCounts(boardId),
    queryFn: ({ signal }) => collaborationApi.counts(boardId, signal),
    ...fresh,
  });
}

/** A sample's threads on a board, while its panel is open. */
export function useSampleComments(boardId: string, sampleId: string, enabled = true) {
  return useQuery({
    queryKey: collaborationKeys.comments(boardId, sampleId),
    queryFn: ({ signal }) => collaborationApi.comments(boardId, sampleId, signal),
    ...fresh,
    enabled,
  });
}

/** Posting, editing and deleting a sample's comments; each refreshes the thread, the counts and the timeline. */
export function useCommentActions(boardId: string, sampleId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collaborationKeys.comments(boardId, sampleId) }),
      queryClient.invalidateQueries({ queryKey: collaborationKeys.commentCounts(boardId) }),
      queryClient.invalidateQueries({ queryKey: collaborationKeys.activity(boardId) }),
    ]);
  return {
    post: useMutation({
      mutationFn: (body: TPostCommentRequest) => collaborationApi.post(boardId, sampleId, body),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ commentId, body }: { commentId: string; body: string }) =>
        collaborationApi.edit(boardId, commentId, { body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (commentId: string) => collaborationApi.remove(boardId, commentId),
      onSuccess: refresh,
    }),
  };
}

/** A board's timeline, newest first, a page at a time. */
export function useBoardActivity(boardId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: collaborationKeys.activity(boardId),
    queryFn: ({ pageParam, signal }) => collaborationApi.activity(boardId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: TBoardActivityResponse) => page.nextCursor ?? undefined,
    ...fresh,
    enabled,
  });
}
