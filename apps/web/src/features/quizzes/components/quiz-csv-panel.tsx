import type { QuizCsvRowProblem } from '@pustaka/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useQuizMutations } from '@/features/quizzes/api/quizzes';
import { isApiError } from '@/lib/api-client';

const EXAMPLE = `type,text,options,correct,points,time_limit_seconds
single_choice,Ibu kota Indonesia?,Jakarta|Bandung|Medan,1,1,30
multiple_choice,Mana yang pulau?,Jawa|Bali|Asia,1|2,2,
true_false,Borobudur ada di Jawa Tengah,,true,1,
short_answer,Ibu kota Bali?,,Denpasar,1,
ordering,Urutkan dari kecil,satu|dua|tiga,,1,`;

/** Questions in and out as CSV: one row a question; a broken file is refused whole, with each broken row named. */
export function QuizCsvPanel({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const { importCsv, exportCsv } = useQuizMutations(quizId);
  const input = useRef<HTMLInputElement>(null);
  const failure = importCsv.error;
  const rows =
    isApiError(failure) && failure.code === 'QUIZ_CSV_INVALID'
      ? ((failure.details as { rows?: QuizCsvRowProblem[] } | undefined)?.rows ?? [])
      : [];

  return (
    <Card>
      <CardHeader title={t('quizzes.csv.title')} description={t('quizzes.csv.description')} />
      <CardBody className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className="hidden"
            data-testid="csv-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) importCsv.mutate(file);
              event.target.value = '';
            }}
          />
          <Button onClick={() => input.current?.click()} loading={importCsv.isPending}>
            {t('quizzes.csv.import')}
          </Button>
          <Button variant="outline" onClick={() => exportCsv.mutate()} loading={exportCsv.isPending}>
            {t('quizzes.csv.export')}
          </Button>
        </div>
        {importCsv.isSuccess ? (
          <Alert tone="success">{t('quizzes.csv.imported', { count: importCsv.data.imported })}</Alert>
        ) : null}
        {failure ? (
          <Alert tone="error" title={failure.message}>
            {rows.length > 0 ? (
              <ul className="list-disc space-y-1 pl-4" data-testid="csv-report">
                {rows.map((row) => (
                  <li key={row.row}>
                    {t('quizzes.csv.row', { row: row.row })}:{' '}
                    {row.problems
                      .map((code) => t(`quizzes.csv.problems.${code}`, { defaultValue: code }))
                      .join('; ')}
                  </li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
        {exportCsv.isError ? <Alert tone="error">{exportCsv.error.message}</Alert> : null}
        <details className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <summary className="cursor-pointer font-medium">{t('quizzes.csv.format')}</summary>
          <p className="mt-2">{t('quizzes.csv.formatHelp')}</p>
          <pre className="mt-2 overflow-x-auto rounded bg-white p-2 text-xs">{EXAMPLE}</pre>
        </details>
      </CardBody>
    </Card>
  );
}
