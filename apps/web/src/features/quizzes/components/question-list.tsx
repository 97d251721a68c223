import type { ManagedQuiz, QuizQuestion } from '@pustaka/contract';
import clsx from 'clsx';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useQuizMutations } from '@/features/quizzes/api/quizzes';
import { QuestionEditor } from './question-editor';

function answerSummary(question: QuizQuestion, t: TFunction): string {
  switch (question.type) {
    case 'true_false':
      return question.correct_answer ? t('quizzes.play.true') : t('quizzes.play.false');
    case 'short_answer':
      return question.accepted_answers.join(' / ');
    case 'ordering':
      return question.options.join(' → ');
    default:
      return question.correct_indexes.map((i) => question.options[i]).join(', ');
  }
}

/**
 * The quiz's questions in order: add, edit, picture, delete, and move: drag a question (by its handle or
 * anywhere on it), focus the handle and press the up and down arrows, or use the buttons. Each move is
 * saved at once and announced to screen readers.
 */
export function QuestionList({ quiz }: { quiz: ManagedQuiz }) {
  const { t } = useTranslation();
  const mutations = useQuizMutations(quiz.id);
  const [editing, setEditing] = useState<number | 'new' | null>(quiz.questions.length === 0 ? 'new' : null);
  const [deleting, setDeleting] = useState<QuizQuestion | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [pictureFor, setPictureFor] = useState<number | null>(null);
  const ids = quiz.questions.map((q) => q.id);

  const [dragged, setDragged] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to || mutations.reorder.isPending) return;
    const order = [...ids];
    const [id] = order.splice(from, 1);
    if (id === undefined) return;
    order.splice(to, 0, id);
    mutations.reorder.mutate(order);
    setAnnounce(t('quizzes.builder.moved', { from: from + 1, to: to + 1 }));
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + (event.key === 'ArrowUp' ? -1 : 1));
    }
  };
  const problem = [mutations.reorder, mutations.deleteQuestion, mutations.setImage].find(
    (m) => m.isError,
  )?.error;

  return (
    <Card>
      <CardHeader
        title={t('quizzes.builder.questions', { count: quiz.questions.length })}
        action={
          editing === 'new' ? null : (
            <Button size="sm" onClick={() => setEditing('new')} data-testid="add-question">
              {t('quizzes.question.new')}
            </Button>
          )
        }
      />
      <CardBody className="space-y-3">
        {problem ? <Alert tone="error">{problem.message}</Alert> : null}
        <input
          ref={picker}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file && pictureFor) mutations.setImage.mutate({ questionId: pictureFor, file });
            event.target.value = '';
          }}
        />
        {quiz.questions.length === 0 && editing !== 'new' ? (
          <EmptyState
            title={t('quizzes.builder.noQuestions')}
            description={t('quizzes.builder.noQuestionsHint')}
          />
        ) : null}
        <p className="sr-only" aria-live="polite">
          {announce}
        </p>
        <ol className="space-y-3">
          {quiz.questions.map((question, index) => (
            <li
              key={question.id}
              draggable={editing !== question.id}
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              className={clsx(
                'rounded-xl border p-3 sm:p-4',
                dragged === index ? 'border-indigo-400 opacity-60' : 'border-slate-200',
              )}
              data-testid="question-row"
            >
              {editing === question.id ? (
                <QuestionEditor
                  question={question}
                  pending={mutations.updateQuestion.isPending}
                  error={mutations.updateQuestion.error?.message}
                  onCancel={() => setEditing(null)}
                  onSave={(input) =>
                    mutations.updateQuestion.mutate(
                      { questionId: question.id, input },
                      { onSuccess: () => setEditing(null) },
                    )
                  }
                />
              ) : (
                <div className="space-y-2">
                  <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-2">
                    <div className="flex min-w-0 items-start gap-2 sm:flex-1">
                      <button
                        type="button"
                        className="cursor-grab rounded-md px-2 py-0.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
                        aria-label={t('quizzes.builder.handle', { number: index + 1 })}
                        onKeyDown={(event) => onKey(event, index)}
                        data-testid="question-handle"
                      >
                        ⠿
                      </button>
                      <p className="min-w-0 break-words font-medium text-slate-900">
                        {index + 1}. {question.text}
                      </p>
                    </div>
                    <span className="self-start rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 sm:shrink-0">
                      {t(`quizzes.types.${question.type}`)} ·{' '}
                      {t('quizzes.play.points', { count: question.points })}
                      {question.time_limit_seconds ? ` · ${question.time_limit_seconds} s` : ''}
                    </span>
                  </div>
                  {question.image_url ? (
                    <img src={question.image_url} alt="" className="max-h-40 rounded-lg object-contain" />
                  ) : null}
                  <p className="break-words text-sm text-emerald-800">
                    {t('quizzes.question.rightAnswer')}: {answerSummary(question, t)}
                  </p>
                  <div className="flex flex-wrap gap-1">
                    <Button size="sm" variant="outline" onClick={() => setEditing(question.id)}>
                      {t('quizzes.builder.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={index === 0 || mutations.reorder.isPending}
                      onClick={() => move(index, index - 1)}
                      aria-label={t('quizzes.builder.moveUp', { number: index + 1 })}
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={index === ids.length - 1 || mutations.reorder.isPending}
                      onClick={() => move(index, index + 1)}
                      aria-label={t('quizzes.builder.moveDown', { number: index + 1 })}
                    >
                      ↓
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={mutations.setImage.isPending && pictureFor === question.id}
                      onClick={() => {
                        setPictureFor(question.id);
                        picker.current?.click();
                      }}
                    >
                      {question.image_url ? t('quizzes.builder.changeImage') : t('quizzes.builder.addImage')}
                    </Button>
                    {question.image_url ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => mutations.setImage.mutate({ questionId: question.id, file: null })}
                      >
                        {t('quizzes.builder.removeImage')}
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700"
                      onClick={() => setDeleting(question)}
                    >
                      {t('quizzes.builder.delete')}
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
        {editing === 'new' ? (
          <div className="rounded-xl border border-indigo-200 bg-indigo-50/40 p-3 sm:p-4">
            <QuestionEditor
              key={quiz.questions.length}
              pending={mutations.addQuestion.isPending}
              error={mutations.addQuestion.error?.message}
              onCancel={quiz.questions.length > 0 ? () => setEditing(null) : undefined}
              onSave={(input) => mutations.addQuestion.mutate(input, { onSuccess: () => setEditing(null) })}
            />
          </div>
        ) : null}
      </CardBody>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('quizzes.builder.deleteTitle')}
        confirmLabel={t('quizzes.builder.delete')}
        pending={mutations.deleteQuestion.isPending}
        onConfirm={() =>
          deleting && mutations.deleteQuestion.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      >
        <p className="break-words text-sm text-slate-700">{deleting?.text}</p>
      </ConfirmDialog>
    </Card>
  );
}
