import { COURSE_PLAN_MAX_QUESTIONS, type CoursePlan, type CoursePlanRequest } from '@pustaka/contract';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Checkbox, InputField, SelectField } from '@/components/ui/field';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import {
  useProposePlan,
  useSourceEbooks,
  useUploadSourcePdf,
} from '@/features/course-from-source/api/course-builds';

const KINDS = ['ebook', 'pdf'] as const;
type Kind = (typeof KINDS)[number];

/**
 * Step one: an ebook the trainer sells or bought, or an uploaded PDF, and what every chapter should get by
 * default; the assistant then reads the outline and proposes a plan.
 */
export function SourcePicker({ onPlan }: { onPlan: (plan: CoursePlan) => void }) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<Kind>('ebook');
  const [ebookId, setEbookId] = useState('');
  const [upload, setUpload] = useState<{ id: string; name: string; pages: number } | null>(null);
  const [uploadProgress, setUploadProgress] = useState(0);
  const [language, setLanguage] = useState<'id' | 'en'>(i18n.language === 'en' ? 'en' : 'id');
  const [slides, setSlides] = useState(true);
  const [quizzes, setQuizzes] = useState(true);
  const [questions, setQuestions] = useState(5);
  const ebooks = useSourceEbooks();
  const uploadPdf = useUploadSourcePdf();
  const propose = useProposePlan();

  const source = ((): CoursePlanRequest['source'] | null => {
    if (kind === 'pdf') return upload ? { kind: 'pdf_upload', upload_id: upload.id } : null;
    return ebookId ? { kind: 'ebook', product_id: Number(ebookId) } : null;
  })();
  const chosen = ebooks.data?.find((ebook) => String(ebook.product_id) === ebookId);

  const read = () => {
    if (!source) return;
    propose.mutate(
      { source, language, slides, quizzes, questions_per_chapter: questions },
      { onSuccess: onPlan },
    );
  };

  return (
    <Card>
      <CardHeader
        title={t('courseFromSource.source.title')}
        description={t('courseFromSource.source.description')}
      />
      <CardBody>
        {/* Nothing changes while the assistant reads. */}
        <fieldset className="min-w-0 space-y-4" disabled={propose.isPending}>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t('courseFromSource.source.title')}</legend>
            {KINDS.map((name) => (
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
                  name="course-source"
                  className="sr-only"
                  checked={kind === name}
                  onChange={() => setKind(name)}
                />
                {t(`courseFromSource.source.kinds.${name}`)}
              </label>
            ))}
          </fieldset>

          {kind === 'ebook' ? (
            ebooks.isPending ? (
              <Skeleton className="h-16 w-full" />
            ) : ebooks.isError ? (
              <Alert tone="error">
                <p>{ebooks.error.message}</p>
                <Button size="sm" variant="outline" className="mt-2" onClick={() => void ebooks.refetch()}>
                  {t('courseFromSource.retry')}
                </Button>
              </Alert>
            ) : ebooks.data.length === 0 ? (
              <Alert tone="info" title={t('courseFromSource.source.noEbooks')}>
                {t('courseFromSource.source.noEbooksHint')}
              </Alert>
            ) : (
              <div className="space-y-2">
                <SelectField
                  label={t('courseFromSource.source.ebookLabel')}
                  value={ebookId}
                  onChange={(event) => setEbookId(event.target.value)}
                  data-testid="source-ebook"
                >
                  <option value="">{t('courseFromSource.source.chooseEbook')}</option>
                  {ebooks.data.map((ebook) => (
                    <option key={ebook.product_id} value={ebook.product_id}>
                      {ebook.name} · {t(`courseFromSource.source.relation.${ebook.relation}`)}
                    </option>
                  ))}
                </SelectField>
                {chosen ? (
                  <p className="text-sm text-slate-600" data-testid="source-relation">
                    {t(`courseFromSource.source.relationHint.${chosen.relation}`)}
                  </p>
                ) : null}
              </div>
            )
          ) : (
            <div className="space-y-2">
              <label className="block text-sm font-medium text-slate-800" htmlFor="course-source-pdf">
                {t('courseFromSource.source.pdfLabel')}
              </label>
              <input
                id="course-source-pdf"
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
                    {
                      onSuccess: (data) =>
                        setUpload({ id: data.upload_id, name: data.file_name, pages: data.page_count }),
                    },
                  );
                }}
              />
              <p className="text-xs text-slate-500">{t('courseFromSource.source.pdfHint')}</p>
              {uploadPdf.isPending ? (
                <ProgressBar
                  percent={Math.round(uploadProgress * 100)}
                  label={t('courseFromSource.source.uploading')}
                />
              ) : null}
              {upload ? (
                <p className="text-sm text-emerald-700" role="status">
                  {t('courseFromSource.source.pdfReady', { name: upload.name, count: upload.pages })}
                </p>
              ) : null}
              {uploadPdf.error ? <Alert tone="error">{uploadPdf.error.message}</Alert> : null}
            </div>
          )}

          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={t('courseFromSource.source.language')}
              value={language}
              onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'id')}
            >
              <option value="id">Bahasa Indonesia</option>
              <option value="en">English</option>
            </SelectField>
            <InputField
              label={t('courseFromSource.source.questions')}
              type="number"
              min={1}
              max={COURSE_PLAN_MAX_QUESTIONS}
              value={questions}
              disabled={!quizzes}
              onChange={(event) =>
                setQuestions(
                  Math.max(1, Math.min(COURSE_PLAN_MAX_QUESTIONS, Number(event.target.value) || 1)),
                )
              }
            />
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Checkbox
              label={t('courseFromSource.source.slides')}
              checked={slides}
              onChange={(event) => setSlides(event.target.checked)}
            />
            <Checkbox
              label={t('courseFromSource.source.quizzes')}
              checked={quizzes}
              onChange={(event) => setQuizzes(event.target.checked)}
            />
          </div>
        </fieldset>
        <div className="mt-4 space-y-4">
          <Button onClick={read} loading={propose.isPending} disabled={!source} data-testid="read-outline">
            {propose.isPending ? t('courseFromSource.source.reading') : t('courseFromSource.source.read')}
          </Button>
          {propose.isPending ? <ReadingProgress /> : null}
          {propose.error ? <Alert tone="error">{propose.error.message}</Alert> : null}
        </div>
      </CardBody>
    </Card>
  );
}

/** What the assistant does while it reads; the request answers in one go, so the steps are named, not timed. */
function ReadingProgress() {
  const { t } = useTranslation();
  return (
    <div
      className="space-y-2 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-900"
      role="status"
      data-testid="reading-outline"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Spinner /> {t('courseFromSource.source.readingTitle')}
      </p>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('courseFromSource.source.readingOutline')}</li>
        <li>{t('courseFromSource.source.readingPages')}</li>
        <li>{t('courseFromSource.source.readingSummaries')}</li>
      </ul>
    </div>
  );
}
