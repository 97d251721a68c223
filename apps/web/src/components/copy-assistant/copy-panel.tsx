import type { CopyKind, CopyRequest } from '@pustaka/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField, TextareaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { type CopyField, fieldsOf } from './copy-fields';
import { type CopyAsk, useProposeCopy } from './use-copy';

type State = 'open' | 'editing' | 'accepted' | 'discarded';

/** One suggested field: its text (editable), accept (fills the editor's field), edit, discard. */
function FieldCard({
  field,
  onAccept,
}: {
  field: CopyField;
  onAccept: (field: CopyField, value: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(field.value);
  const [state, setState] = useState<State>('open');
  const testId = `copy-field-${field.id}`;
  if (state === 'discarded') {
    return (
      <li
        className="flex items-center justify-between gap-2 rounded-xl border border-dashed border-slate-200 px-3 py-2 text-sm text-slate-500"
        data-testid={testId}
      >
        <span>
          {field.label}: {t('copyAssistant.discarded')}
        </span>
        <Button type="button" size="sm" variant="ghost" onClick={() => setState('open')}>
          {t('copyAssistant.restore')}
        </Button>
      </li>
    );
  }
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-3" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{field.label}</h3>
        {state === 'accepted' ? <Badge tone="success">{t('copyAssistant.accepted')}</Badge> : null}
      </div>
      {state === 'editing' ? (
        <TextareaField
          label={t('copyAssistant.editLabel', { field: field.label })}
          value={value}
          rows={field.multiline ? 8 : 2}
          hint={field.multiline ? t('copyAssistant.editHint') : undefined}
          onChange={(event) => setValue(event.target.value)}
          disabled={field.id === 'category'}
        />
      ) : (
        <p className="max-h-60 overflow-y-auto text-sm whitespace-pre-line break-words text-slate-700">
          {value}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          data-testid={`${testId}-accept`}
          disabled={!value.trim()}
          onClick={() => {
            onAccept(field, value);
            setState('accepted');
          }}
        >
          {t('copyAssistant.accept')}
        </Button>
        {field.id !== 'category' ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setState(state === 'editing' ? 'open' : 'editing')}
          >
            {state === 'editing' ? t('copyAssistant.doneEditing') : t('copyAssistant.edit')}
          </Button>
        ) : null}
        <Button type="button" size="sm" variant="ghost" onClick={() => setState('discarded')}>
          {t('copyAssistant.discard')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The "Bantu tulis" panel: asks for suggestions as it opens (in the language chosen), then shows each field
 * to accept, edit or discard. The plan gate, nothing to read and a failed call each have their own state.
 */
export function CopyPanel({
  kind,
  request,
  onAccept,
}: {
  kind: CopyKind;
  /** Null when the editor has nothing to write from yet. */
  request: CopyAsk | null;
  onAccept: (field: CopyField, value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<'id' | 'en'>(i18n.language === 'en' ? 'en' : 'id');
  const propose = useProposeCopy();
  const ask = (lang: 'id' | 'en') => {
    if (request) propose.mutate({ ...request, language: lang } as CopyRequest);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once as the panel opens
  useEffect(() => ask(language), []);

  const error = propose.error;
  if (!request || (isApiError(error) && error.code === 'ASSISTANT_COPY_NOTHING_TO_READ')) {
    return (
      <EmptyState
        title={t('copyAssistant.empty.title')}
        description={t(`copyAssistant.empty.${kind}`)}
        className="border-none"
      />
    );
  }
  if (isApiError(error) && error.code === 'FEATURE_REQUIRED') {
    return (
      <EmptyState
        title={t('copyAssistant.planGate.title')}
        description={t('copyAssistant.planGate.text')}
        action={<ButtonLink to="/subscription">{t('copyAssistant.planGate.cta')}</ButtonLink>}
        className="border-none"
      />
    );
  }
  const suggestion = propose.data;
  return (
    <div className="space-y-4" data-testid="copy-panel">
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('copyAssistant.language')}
          value={language}
          containerClassName="min-w-40 flex-1 sm:flex-none"
          onChange={(event) => setLanguage(event.target.value as 'id' | 'en')}
        >
          <option value="id">{t('languages.id')}</option>
          <option value="en">{t('languages.en')}</option>
        </SelectField>
        <Button
          type="button"
          variant="outline"
          loading={propose.isPending}
          onClick={() => ask(language)}
          data-testid="copy-rewrite"
        >
          {t('copyAssistant.rewrite')}
        </Button>
      </div>
      {propose.isPending ? (
        <div
          className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-6 text-sm text-slate-600"
          role="status"
        >
          <Spinner className="size-5" />
          {t('copyAssistant.loading')}
        </div>
      ) : error ? (
        <Alert tone="error" title={t('copyAssistant.failed')}>
          <p>{error.message}</p>
          <Button type="button" size="sm" variant="outline" className="mt-2" onClick={() => ask(language)}>
            {t('copyAssistant.retry')}
          </Button>
        </Alert>
      ) : suggestion ? (
        <>
          <p className="text-xs text-slate-500">
            {t(`copyAssistant.generator.${suggestion.generator}`)} ·{' '}
            {t(`copyAssistant.read.${suggestion.read}`)}
          </p>
          <ul className="space-y-3" key={suggestion.generation_id}>
            {fieldsOf(suggestion, t).map((field) => (
              <FieldCard key={field.id} field={field} onAccept={onAccept} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
