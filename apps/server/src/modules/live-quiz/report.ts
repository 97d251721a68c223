import { LIVE_QUIZ_CSV_COLUMNS, type LiveReportPlayer, type LiveSessionDetails } from '@pustaka/contract';
import { asc, eq } from 'drizzle-orm';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { csvLine } from '#platform/csv.ts';
import { getHostedGame, getHostGame } from './games.ts';
import { answerText, type LiveQuestion } from './questions.ts';
import { rankStandings } from './standings.ts';
import { liveAnswers, livePlayers } from './tables.ts';

/**
 * The report of a game: every player with every answer (what they chose, right or not, points, time),
 * every question's share of right answers and average time, and the three hardest questions.
 */
export async function sessionDetails(
  ctx: AppContext,
  principal: Principal,
  gameId: number,
): Promise<LiveSessionDetails> {
  return (await buildReport(ctx, principal, gameId)).details;
}

async function buildReport(ctx: AppContext, principal: Principal, gameId: number) {
  const game = await getHostedGame(ctx.db, principal, gameId);
  const { host_token: _token, ...summary } = await getHostGame(ctx, principal, gameId);
  const players = await ctx.db
    .select()
    .from(livePlayers)
    .where(eq(livePlayers.gameId, game.id))
    .orderBy(asc(livePlayers.id));
  const answers = await ctx.db
    .select()
    .from(liveAnswers)
    .where(eq(liveAnswers.gameId, game.id))
    .orderBy(asc(liveAnswers.playerId), asc(liveAnswers.questionIndex));
  const standings = rankStandings(
    players.map((p) => ({
      id: p.id,
      nickname: p.nickname,
      userId: p.userId,
      score: p.score,
      streak: p.streak,
      correctCount: p.correctCount,
      kicked: p.kickedAt !== null,
      points: null,
      correct: null,
    })),
    false,
  );
  const byPlayer = new Map<number, typeof answers>();
  for (const answer of answers) {
    const list = byPlayer.get(answer.playerId) ?? [];
    list.push(answer);
    byPlayer.set(answer.playerId, list);
  }
  const questions: LiveQuestion[] = game.questions;
  const reportPlayers: LiveReportPlayer[] = players
    .map((p) => ({
      id: p.id,
      nickname: p.nickname,
      user_id: p.userId,
      rank: standings.byId.get(p.id)?.rank ?? 0,
      score: p.score,
      correct_count: p.correctCount,
      answered_count: byPlayer.get(p.id)?.length ?? 0,
      kicked: p.kickedAt !== null,
      answers: (byPlayer.get(p.id) ?? []).map((a) => ({
        question_index: a.questionIndex,
        answer: questions[a.questionIndex]
          ? answerText(questions[a.questionIndex] as LiveQuestion, a.answer)
          : null,
        correct: a.correct,
        points: a.points,
        time_ms: a.timeMs,
      })),
    }))
    .sort((a, b) => (a.kicked ? 1 : 0) - (b.kicked ? 1 : 0) || a.rank - b.rank || a.id - b.id);
  const active = players.filter((p) => p.kickedAt === null).length;
  const played = game.state === 'lobby' ? -1 : game.questionIndex;
  const questionStats = questions.map((live, index) => {
    const of = answers.filter((a) => a.questionIndex === index);
    const correct = of.filter((a) => a.correct).length;
    return {
      index,
      question_id: live.question.id,
      type: live.question.type,
      text: live.question.text,
      answered: of.length,
      correct,
      percent_correct: active === 0 ? 0 : Math.round((correct * 100) / active),
      average_time_ms:
        of.length === 0 ? null : Math.round(of.reduce((sum, a) => sum + a.timeMs, 0) / of.length),
    };
  });
  const hardest = questionStats
    .filter((q) => q.index <= played && !game.skipped.includes(q.index))
    .sort((a, b) => a.percent_correct - b.percent_correct || a.index - b.index)
    .slice(0, 3)
    .map((q) => q.index);
  return { details: { game: summary, players: reportPlayers, questions: questionStats, hardest }, played };
}

/** The report as CSV: one row per player and question played (an unanswered question has an empty answer). */
export async function sessionCsv(ctx: AppContext, principal: Principal, gameId: number): Promise<string> {
  const { details, played: upTo } = await buildReport(ctx, principal, gameId);
  const played = details.questions.filter((q) => q.index <= upTo);
  let csv = csvLine([...LIVE_QUIZ_CSV_COLUMNS]);
  for (const player of details.players.filter((p) => !p.kicked)) {
    for (const question of played) {
      const answer = player.answers.find((a) => a.question_index === question.index);
      csv += csvLine([
        player.rank,
        player.nickname,
        player.score,
        question.index + 1,
        answer?.answer ?? '',
        answer?.correct ? 'yes' : 'no',
        answer?.points ?? 0,
        answer?.time_ms ?? '',
      ]);
    }
  }
  return csv;
}
