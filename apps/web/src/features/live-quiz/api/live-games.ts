import {
  LIVE_QUIZ_PATHS,
  type LiveGame,
  type LiveGameCreate,
  type LiveGameSummarySchema,
  type LivePinLookup,
  type LiveSessionDetails,
  type LiveStatus,
} from '@pustaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiDownload, saveBlob } from '@/lib/api-files';
import type { PageOf } from '@/lib/api-types';

const path = (template: string, value: number | string) => template.replace(/\{(id|pin)\}/, String(value));

export type LiveGamePage = PageOf<typeof LiveGameSummarySchema>;
export const LIVE_GAME_PAGE_SIZE = 10;

export const liveGameKeys = {
  all: ['live-games'] as const,
  forQuiz: (quizId: number, page: number) => [...liveGameKeys.all, 'quiz', quizId, page] as const,
  details: (gameId: number) => [...liveGameKeys.all, 'details', gameId] as const,
  status: (gameId: number) => [...liveGameKeys.all, 'status', gameId] as const,
  host: (gameId: number) => [...liveGameKeys.all, 'host', gameId] as const,
  pin: (pin: string) => [...liveGameKeys.all, 'pin', pin] as const,
};

/** Which quiz a game is made from: a trainer's quiz, or the quiz of a course content. */
export type LiveGameSource = { kind: 'quiz'; id: number } | { kind: 'content'; id: number };

export function useCreateLiveGame(source: LiveGameSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LiveGameCreate) =>
      api.post<LiveGame>(
        path(
          source.kind === 'quiz' ? LIVE_QUIZ_PATHS.createFromQuiz : LIVE_QUIZ_PATHS.createFromContent,
          source.id,
        ),
        input,
      ),
    onSuccess: (game) => {
      // The host screen opens on this game at once, without asking for it again.
      queryClient.setQueryData(liveGameKeys.host(game.id), game);
      void queryClient.invalidateQueries({ queryKey: [...liveGameKeys.all, 'quiz'] });
    },
  });
}

/** A game with its host token, for the host's screen (after a reload, or on another device of the trainer). */
export function useHostedGame(gameId: number) {
  return useQuery({
    queryKey: liveGameKeys.host(gameId),
    queryFn: ({ signal }) => api.get<LiveGame>(path(LIVE_QUIZ_PATHS.hostGame, gameId), { signal }),
    enabled: gameId > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function quizLiveGamesQueryOptions(quizId: number, page: number) {
  return queryOptions({
    queryKey: liveGameKeys.forQuiz(quizId, page),
    queryFn: ({ signal }) =>
      api.get<LiveGamePage>(path(LIVE_QUIZ_PATHS.quizSessions, quizId), {
        query: { page, pageSize: LIVE_GAME_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: quizId > 0,
  });
}

export const useQuizLiveGames = (quizId: number, page: number) =>
  useQuery(quizLiveGamesQueryOptions(quizId, page));

export function useLiveSessionDetails(gameId: number) {
  return useQuery({
    queryKey: liveGameKeys.details(gameId),
    queryFn: ({ signal }) =>
      api.get<LiveSessionDetails>(path(LIVE_QUIZ_PATHS.sessionDetails, gameId), { signal }),
    enabled: gameId > 0,
    retry: false,
  });
}

export function useLiveStatus(gameId: number, enabled: boolean) {
  return useQuery({
    queryKey: liveGameKeys.status(gameId),
    queryFn: ({ signal }) => api.get<LiveStatus>(path(LIVE_QUIZ_PATHS.liveStatus, gameId), { signal }),
    enabled: enabled && gameId > 0,
    retry: false,
  });
}

/** The join page's look-up of a PIN before the nickname (public). */
export function usePinLookup(pin: string | null) {
  return useQuery({
    queryKey: liveGameKeys.pin(pin ?? ''),
    queryFn: ({ signal }) => api.get<LivePinLookup>(path(LIVE_QUIZ_PATHS.pinLookup, pin ?? ''), { signal }),
    enabled: pin !== null && /^\d{6}$/.test(pin),
    retry: false,
    staleTime: 5_000,
  });
}

export function useDownloadLiveReport(gameId: number) {
  return useMutation({
    mutationFn: async () => {
      const { blob, filename } = await apiDownload(path(LIVE_QUIZ_PATHS.reportCsv, gameId));
      saveBlob(blob, filename ?? `kuis-langsung-${gameId}.csv`);
    },
  });
}
