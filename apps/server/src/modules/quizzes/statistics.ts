import type { QuizQuestionStats, QuizStats } from '@pustaka/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { normaliseAnswer } from './engine/index.ts';
import { getManagedQuizRow, listQuestionRows } from './quiz-rows.ts';
import { quizAnswers, quizSessions } from './tables.ts';

/** How many short-answer texts the distribution lists (the most common ones). */
const TOP_TEXTS = 8;

/**
 * A quiz's figures for its trainer: sessions, pass rate, and per question the share answered right and
 * how the answers spread over the options (for a short answer, the most common texts).
 */
export async function quizStatistics(
  ctx: AppContext,
  principal: Principal,
  quizId: number,
): Promise<QuizStats> {
  await getManagedQuizRow(ctx.db, principal, quizId);
  const [questions, [totals], answers] = await Promise.all([
    listQuestionRows(ctx.db, quizId),
    ctx.db
      .select({
        sessions: sql<number>`count(*)::int`,
        completed: sql<number>`count(${quizSessions.completedAt})::int`,
        averagePercent: sql<number>`coalesce(avg(case when ${quizSessions.maxScore} > 0 then ${quizSessions.score} * 100.0 / ${quizSessions.maxScore} else 100 end) filter (where ${quizSessions.completedAt} is not null), 0)::float8`,
        passed: sql<number>`count(*) filter (where ${quizSessions.passed})::int`,
      })
      .from(quizSessions)
      .where(eq(quizSessions.quizId, quizId)),
    // One row per question and distinct answer: the database does the counting.
    ctx.db
      .select({
        questionId: quizAnswers.questionId,
        answer: quizAnswers.answer,
        correct: quizAnswers.correct,
        n: sql<number>`count(*)::int`,
      })
      .from(quizAnswers)
      .innerJoin(quizSessions, eq(quizSessions.id, quizAnswers.sessionId))
      .where(and(eq(quizSessions.quizId, quizId), isNotNull(quizAnswers.answer)))
      .groupBy(quizAnswers.questionId, quizAnswers.answer, quizAnswers.correct),
  ]);
  const missed = await ctx.db
    .select({ questionId: quizAnswers.questionId, n: sql<number>`count(*)::int` })
    .from(quizAnswers)
    .innerJoin(quizSessions, eq(quizSessions.id, quizAnswers.sessionId))
    .where(and(eq(quizSessions.quizId, quizId), sql`${quizAnswers.answer} is null`))
    .groupBy(quizAnswers.questionId);
  const missedBy = new Map(missed.map((m) => [m.questionId, m.n]));

  const perQuestion: QuizQuestionStats[] = questions.map((q) => {
    const rows = answers.filter((a) => a.questionId === q.id);
    const total = rows.reduce((s, r) => s + r.n, 0) + (missedBy.get(q.id) ?? 0);
    const correct = rows.filter((r) => r.correct).reduce((s, r) => s + r.n, 0);
    let distribution: QuizQuestionStats['distribution'];
    if (q.type === 'short_answer') {
      const byText = new Map<string, { label: string; count: number; correct: boolean }>();
      for (const r of rows) {
        const label = r.answer?.[0] ?? '';
        const key = normaliseAnswer(label);
        const entry = byText.get(key) ?? { label, count: 0, correct: r.correct };
        entry.count += r.n;
        byText.set(key, entry);
      }
      distribution = [...byText.values()].sort((a, b) => b.count - a.count).slice(0, TOP_TEXTS);
    } else if (q.type === 'ordering') {
      distribution = [
        { label: 'correct_order', count: correct, correct: true },
        { label: 'other_order', count: total - correct - (missedBy.get(q.id) ?? 0), correct: false },
      ];
    } else {
      // Each option: how many answers picked it (a multiple-choice answer picks several).
      distribution = q.options.map((o) => ({
        label: q.type === 'true_false' ? o.id : o.text,
        count: rows.filter((r) => r.answer?.includes(o.id)).reduce((s, r) => s + r.n, 0),
        correct: q.correct.includes(o.id),
      }));
    }
    if ((missedBy.get(q.id) ?? 0) > 0) {
      distribution.push({ label: 'no_answer', count: missedBy.get(q.id) ?? 0, correct: false });
    }
    return {
      question_id: q.id,
      position: q.position,
      text: q.text,
      type: q.type as QuizQuestionStats['type'],
      answers: total,
      correct,
      share_correct: total === 0 ? 0 : correct / total,
      distribution,
    };
  });
  const completed = totals?.completed ?? 0;
  return {
    sessions: totals?.sessions ?? 0,
    completed,
    average_percent: Math.round((totals?.averagePercent ?? 0) * 10) / 10,
    pass_rate: completed === 0 ? 0 : (totals?.passed ?? 0) / completed,
    questions: perQuestion,
  };
}
