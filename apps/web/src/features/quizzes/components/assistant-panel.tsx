import {
  ASSISTANT_QUESTION_TYPES,
  type AssistantQuestionType,
  type QuestionProposal,
  type QuizQuestionsRequest,
} from '@pustaka/contract';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { ProgressBar } from '@/components/ui/progress-bar';
import {
  questionOf,
  useAddQuestions,
  useProposeQuestions,
  useSourceEbooks,
  useUploadSourcePdf,
} from '@/features/quizzes/api/assistant';
import { ProposalCard } from './proposal-card';

const SOURCES = ['text', 'url', 'pdf', 'ebook'] as const;
type SourceKind = (typeof SOURCES)[number];
/** A proposal on screen; `key` stays the same while the trainer edits it. */
type Draft = { key: number; proposal: QuestionProposal; kept: boolean };
let nextDraftKey = 0;
const draftOf = (proposal: QuestionProposal): Draft => ({ key: nextDraftKey++, proposal, kept: true });

/**
 * "Generate questions": the trainer picks a source, the assistant proposes questions each with the sentence
 * it comes from, and the trainer edits, rejects or regenerates them before adding the kept ones to the quiz.
 */
export function AssistantPanel({ quizId }: { quizId: number }) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<SourceKind>('text');
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [upload, setUpload] = useState<{ id: string; name: string } | null>(null);
  const [uploadProgress, setUploadProgress] = useState(0);
  const [ebookId, setEbookId] = useState('');
  const [count, setCount] = useState(5);
  const [language, setLanguage] = useState<'id' | 'en'>(i18n.language === 'en' ? 'en' : 'id');
  const [types, setTypes] = useState<AssistantQuestionType[]>([
    'single_choice',
    'true_false',
    'short_answer',
  ]);
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const [regenerating, setRegenerating] = useState<number | null>(null);
  const propose = useProposeQuestions();
  const regenerate = useProposeQuestions();
  const uploadPdf = useUploadSourcePdf();
  const ebooks = useSourceEbooks(kind === 'ebook');
  const add = useAddQuestions(quizId);

  const source = ((): QuizQuestionsRequest['source'] | null => {
    if (kind === 'text') return text.trim() ? { kind: 'text', text } : null;
    if (kind === 'url') return url.trim() ? { kind: 'url', url: url.trim() } : null;
    if (kind === 'pdf') return upload ? { kind: 'pdf_upload', upload_id: upload.id } : null;
    return ebookId ? { kind: 'ebook', product_id: Number(ebookId) } : null;
  })();
  const shown = (drafts ?? []).map((d) => d.proposal.text);

  const generate = () => {
    if (!source) return;
    add.reset();
    propose.mutate(
      { source, count, language, types, exclude: [] },
      { onSuccess: (data) => setDrafts(data.questions.map(draftOf)) },
    );
  };
  const regenerateOne = (index: number) => {
    if (!source) return;
    setRegenerating(index);
    const current = drafts?.[index];
    regenerate.mutate(
      {
        source,
        count: 1,
        language,
        types: current ? [current.proposal.type] : types,
        exclude: [...shown, ...rejected],
      },
      {
        onSuccess: (data) => {
          const [fresh] = data.questions;
          if (!fresh) return;
          setRejected((all) => (current ? [...all, current.proposal.text] : all));
          setDrafts((all) => all?.map((d, i) => (i === index ? draftOf(fresh) : d)) ?? null);
        },
        onSettled: () => setRegenerating(null),
      },
    );
  };
  const kept = (drafts ?? []).filter((d) => d.kept);

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader title={t('quizzes.assistant.title')} description={t('quizzes.assistant.description')} />
        <CardBody className="space-y-4">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t('quizzes.assistant.sourceLabel')}</legend>
            {SOURCES.map((name) => (
              <label
                key={name}
                className={clsx(
                  'cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-300',
                  kind === name
                    ? 'border-indigo-600 bg-indigo-50 text-indigo-700'
                    : 'border-slate-300 text-slate-700 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name="assistant-source"
                  className="sr-only"
                  checked={kind === name}
                  onChange={() => setKind(name)}
                />
                {t(`quizzes.assistant.sources.${name}`)}
              </label>
            ))}
          </fieldset>
          {kind === 'text' ? (
            <TextareaField
              label={t('quizzes.assistant.textLabel')}
              hint={t('quizzes.assistant.textHint')}
              rows={8}
              value={text}
              onChange={(event) => setText(event.target.value)}
              data-testid="assistant-text"
            />
          ) : null}
          {kind === 'url' ? (
            <InputField
              label={t('quizzes.assistant.urlLabel')}
              type="url"
              placeholder="https://"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          ) : null}
          {kind === 'pdf' ? (
            <div className="space-y-2">
              <label className="block text-sm font-medium text-slate-800" htmlFor="assistant-pdf">
                {t('quizzes.assistant.pdfLabel')}
              </label>
              <input
                id="assistant-pdf"
                type="file"
                accept="application/pdf,.pdf"
                className="block w-full text-sm"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (!file) return;
                  setUpload(null);
                  setUploadProgress(0);
                  uploadPdf.mutate(
                    { file, onProgress: setUploadProgress },
                    { onSuccess: (data) => setUpload({ id: data.upload_id, name: data.file_name }) },
                  );
                }}
              />
              {uploadPdf.isPending ? (
                <ProgressBar
                  percent={Math.round(uploadProgress * 100)}
                  label={t('quizzes.assistant.uploading')}
                />
              ) : null}
              {upload ? (
                <p className="text-sm text-emerald-700" role="status">
                  {t('quizzes.assistant.pdfReady', { name: upload.name })}
                </p>
              ) : null}
              {uploadPdf.error ? <Alert tone="error">{uploadPdf.error.message}</Alert> : null}
            </div>
          ) : null}
          {kind === 'ebook' ? (
            ebooks.isError ? (
              <Alert tone="error">{ebooks.error.message}</Alert>
            ) : ebooks.data && ebooks.data.length === 0 ? (
              <p className="text-sm text-slate-600">{t('quizzes.assistant.noEbooks')}</p>
            ) : (
              <SelectField
                label={t('quizzes.assistant.ebookLabel')}
                value={ebookId}
                disabled={ebooks.isPending}
                onChange={(event) => setEbookId(event.target.value)}
              >
                <option value="">
                  {ebooks.isPending
                    ? t('quizzes.assistant.loadingEbooks')
                    : t('quizzes.assistant.chooseEbook')}
                </option>
                {(ebooks.data ?? []).map((ebook) => (
                  <option key={ebook.product_id} value={ebook.product_id}>
                    {ebook.name}
                  </option>
                ))}
              </SelectField>
            )
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField
              label={t('quizzes.assistant.count')}
              type="number"
              min={1}
              max={30}
              value={count}
              onChange={(event) => setCount(Math.max(1, Math.min(30, Number(event.target.value) || 1)))}
            />
            <SelectField
              label={t('quizzes.assistant.language')}
              value={language}
              onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'id')}
            >
              <option value="id">Bahasa Indonesia</option>
              <option value="en">English</option>
            </SelectField>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">
              {t('quizzes.assistant.typesLabel')}
            </legend>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
              {ASSISTANT_QUESTION_TYPES.map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="size-4 accent-indigo-600"
                    checked={types.includes(type)}
                    onChange={(event) =>
                      setTypes((all) =>
                        event.target.checked ? [...all, type] : all.filter((x) => x !== type),
                      )
                    }
                  />
                  {t(`quizzes.types.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <Button
            onClick={generate}
            loading={propose.isPending}
            disabled={!source || types.length === 0}
            data-testid="assistant-generate"
          >
            {propose.isPending ? t('quizzes.assistant.generating') : t('quizzes.assistant.generate')}
          </Button>
          {propose.isPending ? (
            <p className="text-sm text-slate-600" role="status">
              {t('quizzes.assistant.progress')}
            </p>
          ) : null}
          {propose.error ? <Alert tone="error">{propose.error.message}</Alert> : null}
        </CardBody>
      </Card>

      {add.isSuccess ? (
        <Alert tone="success">{t('quizzes.assistant.added', { count: add.variables?.length ?? 0 })}</Alert>
      ) : null}
      {drafts === null ? null : drafts.length === 0 ? (
        <EmptyState
          title={t('quizzes.assistant.emptyTitle')}
          description={t('quizzes.assistant.emptyHint')}
        />
      ) : (
        <section className="space-y-3" aria-label={t('quizzes.assistant.proposals')}>
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-sm">
            <p className="text-sm text-slate-700">
              {t('quizzes.assistant.keptCount', { count: kept.length })}
            </p>
            <Button
              disabled={kept.length === 0}
              loading={add.isPending}
              data-testid="assistant-add"
              onClick={() =>
                add.mutate(
                  kept.map((d) => questionOf(d.proposal)),
                  { onSuccess: () => setDrafts(null) },
                )
              }
            >
              {t('quizzes.assistant.add', { count: kept.length })}
            </Button>
          </div>
          {regenerate.error ? <Alert tone="error">{regenerate.error.message}</Alert> : null}
          {add.error ? <Alert tone="error">{add.error.message}</Alert> : null}
          <ol className="space-y-3">
            {drafts.map((draft, index) => (
              <ProposalCard
                key={draft.key}
                proposal={draft.proposal}
                index={index}
                kept={draft.kept}
                onKeep={(value) =>
                  setDrafts((all) => all?.map((d, i) => (i === index ? { ...d, kept: value } : d)) ?? null)
                }
                onChange={(proposal) =>
                  setDrafts((all) => all?.map((d, i) => (i === index ? { ...d, proposal } : d)) ?? null)
                }
                onReject={() => {
                  setRejected((all) => [...all, draft.proposal.text]);
                  setDrafts((all) => all?.filter((_, i) => i !== index) ?? null);
                }}
                onRegenerate={() => regenerateOne(index)}
                regenerating={regenerating === index}
              />
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
