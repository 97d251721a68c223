import {
  type CreateSlideshowInput,
  SLIDE_TONES,
  type SlideSourceUpload,
  type SlideTone,
} from '@pustaka/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { useAiUsage } from '@/features/ai-slides/api/sharing';
import { useCreateSlideshow } from '@/features/ai-slides/api/slideshows';
import { quotaResetDate } from '@/features/ai-slides/lib/quota';
import { isApiError } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { EbookPicker, PdfSourceUpload } from './source-pickers';

const SOURCE_KINDS = ['none', 'ebook', 'pdf', 'url', 'text'] as const;
type SourceKind = (typeof SOURCE_KINDS)[number];
type Errors = Partial<Record<'topic' | 'slideCount' | 'url' | 'text' | 'ebook' | 'pdf', string>>;

const TOPIC_MAX = 2_000;
const TEXT_MIN = 200;
const TEXT_MAX = 200_000;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** /ai-slides/new: what the deck is about and for whom, and where its text may come from. */
export function NewDeckForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateSlideshow();
  const [topic, setTopic] = useState('');
  const [audience, setAudience] = useState('');
  const [language, setLanguage] = useState<'id' | 'en'>(i18n.language === 'en' ? 'en' : 'id');
  const [slideCount, setSlideCount] = useState('10');
  const [tone, setTone] = useState<SlideTone>('educational');
  const [sourceKind, setSourceKind] = useState<SourceKind>('none');
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [ebookId, setEbookId] = useState<number | null>(null);
  const [pdf, setPdf] = useState<SlideSourceUpload | null>(null);
  const usage = useAiUsage();
  const [errors, setErrors] = useState<Errors>({});

  const validate = (): Errors => {
    const found: Errors = {};
    const trimmed = topic.trim();
    if (trimmed.length < 3) found.topic = t('aiSlides.new.errors.topicShort');
    else if (trimmed.length > TOPIC_MAX) found.topic = t('aiSlides.new.errors.topicLong');
    const count = Number(slideCount);
    if (!Number.isInteger(count) || count < 3 || count > 40)
      found.slideCount = t('aiSlides.new.errors.slideCount');
    if (sourceKind === 'ebook' && ebookId === null) found.ebook = t('aiSlides.new.errors.ebook');
    if (sourceKind === 'pdf' && !pdf) found.pdf = t('aiSlides.new.errors.pdf');
    if (sourceKind === 'url' && !isWebAddress(url.trim())) found.url = t('aiSlides.new.errors.url');
    if (sourceKind === 'text') {
      const length = text.trim().length;
      if (length < TEXT_MIN) found.text = t('aiSlides.new.errors.textShort', { min: TEXT_MIN });
      else if (length > TEXT_MAX) found.text = t('aiSlides.new.errors.textLong');
    }
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: CreateSlideshowInput = {
      topic: topic.trim(),
      audience: audience.trim(),
      language,
      slide_count: Number(slideCount),
      tone,
      theme: { name: 'samudra', brand_color: null },
      ...(sourceKind === 'url' ? { source: { kind: 'url' as const, url: url.trim() } } : {}),
      ...(sourceKind === 'text' ? { source: { kind: 'text' as const, text: text.trim() } } : {}),
      ...(sourceKind === 'ebook' && ebookId !== null
        ? { source: { kind: 'ebook' as const, product_id: ebookId } }
        : {}),
      ...(sourceKind === 'pdf' && pdf
        ? { source: { kind: 'pdf_upload' as const, upload_id: pdf.upload_id } }
        : {}),
    };
    create.mutate(input, { onSuccess: (deck) => navigate(`/ai-slides/${deck.id}/outline`) });
  };

  const resetOn = quotaResetDate(create.error);
  const fieldError = (name: keyof Errors) => errors[name];
  return (
    <form className="space-y-6" onSubmit={submit} noValidate>
      {resetOn ? (
        <Alert tone="warning" title={t('aiSlides.new.quotaTitle')}>
          <p data-testid="quota-reset">
            {t('aiSlides.new.quotaText', { date: formatDate(`${resetOn}T00:00:00`, i18n.language) })}
          </p>
        </Alert>
      ) : create.error ? (
        <Alert tone="error" title={t('aiSlides.new.failed')}>
          <p>{create.error.message}</p>
          {isApiError(create.error) && create.error.status >= 500 ? (
            <p className="mt-1">{t('aiSlides.new.failedRetry')}</p>
          ) : null}
        </Alert>
      ) : null}
      <section className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
        <TextareaField
          label={t('aiSlides.new.topic')}
          hint={t('aiSlides.new.topicHint')}
          value={topic}
          onChange={(event) => setTopic(event.target.value)}
          error={fieldError('topic')}
          maxLength={TOPIC_MAX + 1}
          className="min-h-20"
          name="topic"
        />
        <InputField
          label={t('aiSlides.new.audience')}
          hint={t('aiSlides.new.audienceHint')}
          value={audience}
          maxLength={200}
          onChange={(event) => setAudience(event.target.value)}
          name="audience"
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={t('aiSlides.new.language')}
            value={language}
            onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'id')}
          >
            <option value="id">{t('aiSlides.new.languages.id')}</option>
            <option value="en">{t('aiSlides.new.languages.en')}</option>
          </SelectField>
          <InputField
            label={t('aiSlides.new.slideCount')}
            hint={t('aiSlides.new.slideCountHint')}
            type="number"
            inputMode="numeric"
            min={3}
            max={40}
            value={slideCount}
            onChange={(event) => setSlideCount(event.target.value)}
            error={fieldError('slideCount')}
          />
          <SelectField
            label={t('aiSlides.new.tone')}
            value={tone}
            onChange={(event) => setTone(event.target.value as SlideTone)}
          >
            {SLIDE_TONES.map((value) => (
              <option key={value} value={value}>
                {t(`aiSlides.tones.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </section>
      <fieldset className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
        <legend className="float-left mb-1 w-full text-base font-semibold text-slate-900">
          {t('aiSlides.new.source')}
        </legend>
        <p className="clear-both text-sm text-slate-600">{t('aiSlides.new.sourceHint')}</p>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {SOURCE_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex cursor-pointer items-start gap-2 rounded-xl border border-slate-200 p-3 text-sm has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50"
            >
              <input
                type="radio"
                name="source"
                value={kind}
                checked={sourceKind === kind}
                onChange={() => setSourceKind(kind)}
                className="mt-0.5 accent-indigo-600"
              />
              <span>
                <span className="block font-semibold text-slate-900">
                  {t(`aiSlides.new.sources.${kind}`)}
                </span>
                <span className="block text-slate-600">{t(`aiSlides.new.sources.${kind}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
        {sourceKind === 'ebook' ? (
          <EbookPicker value={ebookId} onChange={setEbookId} error={fieldError('ebook')} />
        ) : null}
        {sourceKind === 'pdf' ? (
          <PdfSourceUpload value={pdf} onChange={setPdf} error={fieldError('pdf')} />
        ) : null}
        {sourceKind === 'url' ? (
          <InputField
            label={t('aiSlides.new.url')}
            type="url"
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={fieldError('url')}
          />
        ) : null}
        {sourceKind === 'text' ? (
          <TextareaField
            label={t('aiSlides.new.text')}
            hint={t('aiSlides.new.textHint', { count: text.trim().length })}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={fieldError('text')}
            className="min-h-40"
          />
        ) : null}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" loading={create.isPending}>
          {create.isPending ? t('aiSlides.new.creating') : t('aiSlides.new.submit')}
        </Button>
        <p className="text-sm text-slate-600">{t('aiSlides.new.submitHint')}</p>
      </div>
      {usage.data ? (
        <p className="text-sm text-slate-600" data-testid="ai-usage">
          {usage.data.generator === 'builtin'
            ? t('aiSlides.new.usage.builtin')
            : t('aiSlides.new.usage.model', {
                used: formatNumber(usage.data.used_tokens, i18n.language),
                total: formatNumber(usage.data.monthly_tokens, i18n.language),
                date: formatDate(`${usage.data.resets_on.slice(0, 10)}T00:00:00`, i18n.language),
              })}
        </p>
      ) : null}
    </form>
  );
}
