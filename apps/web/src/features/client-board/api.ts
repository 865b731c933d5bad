import { SHARE_PASSCODE_HEADER, type TDecideRequest, type TSharedBoard } from '@samplebank/contracts/board-sharing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryRoots } from '../../lib/query-keys';

export const sharedBoardKeys = {
  all: queryRoots.sharedBoards,
  board: (token: string, passcode: string) => [...queryRoots.sharedBoards, token, passcode] as const,
};

const passcodeHeaders = (passcode: string) => (passcode ? { [SHARE_PASSCODE_HEADER]: passcode } : undefined);

export const sharedBoardApi = {
  open: (token: string, passcode: string, signal?: AbortSignal) =>
    api.get('/shared-boards/:token', { params: { token }, headers: passcodeHeaders(passcode), signal }),
  decide: (token: string, passcode: string, sampleId: string, body: TDecideRequest) =>
    api.post('/shared-boards/:token/samples/:sampleId/decisions', {
      params: { token, sampleId },
      body,
      headers: passcodeHeaders(passcode),
    }),
};

/**
 * The board behind a share link. Each opening is counted for the designer, so it is read once per visit (not again on
 * focus); a decision updates it in place.
 */
export function useSharedBoard(token: string, passcode: string) {
  return useQuery({
    queryKey: sharedBoardKeys.board(token, passcode),
    queryFn: ({ signal }) => sharedBoardApi.open(token, passcode, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** The client's decision on a sample; the board's copy shows it at once, with the new summary. */
export function useDecide(token: string, passcode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sampleId, body }: { sampleId: string; body: TDecideRequest }) =>
      sharedBoardApi.decide(token, passcode, sampleId, body),
    onSuccess: ({ decision, summary }) => {
      queryClient.setQueryData<TSharedBoard>(sharedBoardKeys.board(token, passcode), (board) =>
        board
          ? {
              ...board,
              summary,
              samples: board.samples.map((sample) =>
                sample._id === decision.sampleId ? { ...sample, current: decision } : sample,
              ),
            }
          : board,
      );
    },
  });
}
