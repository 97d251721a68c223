import {
  type ManagedProduct,
  type ProductFormat,
  type ProductInput,
  ProductInputSchema,
  type ProductUpdate,
} from '@pustaka/contract';
import clsx from 'clsx';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopyField } from '@/components/copy-assistant/copy-fields';
import { escapeHtml, linesToListHtml, paragraphsToHtml } from '@/components/copy-assistant/copy-fields';
import { HelpMeWrite } from '@/components/copy-assistant/help-me-write';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { KIND_OF_FORMAT, KindIcon } from '@/components/ui/cover';
import { Checkbox, controlClasses, InputField, SelectField } from '@/components/ui/field';
import { useCategoryOptions } from '@/features/publisher/api/products';
import { plainTextLength } from '@/features/publisher/lib/editor-rules';
import { isApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/form';
import { formatRupiah } from '@/lib/format';
import { formatRupiahInput, parseRupiahInput } from '@/lib/rupiah-input';
import { AuthorPicker } from './author-picker';
import { RichTextEditor } from './rich-text-editor';

const FORMATS: ProductFormat[] = ['PDF', 'MP3', 'CRS', 'PPT'];

type FormValues = ProductInput;

function initialValues(product: ManagedProduct | undefined, format: ProductFormat): FormValues {
  return {
    name: product?.name ?? '',
    description: product?.description_html ?? '',
    category_id: product?.category_id ?? null,
    author_id: product?.author?.id ?? null,
    format: product?.format ?? format,
    base_price: product?.base_price ?? 0,
    discount_amount: product?.discount_amount ?? 0,
    language: product?.language ?? 'id',
    downloadable: product?.downloadable ?? true,
  };
}

function RupiahField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500">
          Rp
        </span>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={formatRupiahInput(value)}
          onChange={(event) => onChange(parseRupiahInput(event.target.value) ?? 0)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          className={clsx(controlClasses, 'h-10 pl-9', error ? 'border-red-400' : 'border-slate-300')}
        />
      </div>
      {error ? (
        <p id={`${id}-note`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-note`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** One editor for new and existing products. The format is chosen once, at creation. */
export function ProductForm({
  product,
  defaultFormat = 'PDF',
  saving,
  error,
  onCreate,
  onUpdate,
}: {
  product?: ManagedProduct;
  defaultFormat?: ProductFormat;
  saving: boolean;
  error: Error | null;
  onCreate?: (input: ProductInput) => void;
  onUpdate?: (input: ProductUpdate) => void;
}) {
  const { t } = useTranslation();
  const categories = useCategoryOptions();
  const [initial] = useState(() => initialValues(product, defaultFormat));
  const [author, setAuthor] = useState(product?.author ?? null);
  const messages = useMemo(
    () => ({
      discount_amount: t('editor.discountTooHigh'),
      base_price: t('editor.priceInvalid'),
      category_id: t('validation.invalid'),
    }),
    [t],
  );
  const form = useSchemaForm(ProductInputSchema, initial, t, messages);
  const values = form.values;
  const base = Number(values.base_price ?? 0);
  const discount = Number(values.discount_amount ?? 0);
  const price = Math.max(0, base - discount);
  const descriptionLength = plainTextLength(String(values.description ?? ''));
  // Accepting a suggestion replaces the editor's text: a new key starts it from the new value.
  const [descriptionVersion, setDescriptionVersion] = useState(0);
  const setDescription = (html: string) => {
    form.setValue('description', html);
    setDescriptionVersion((version) => version + 1);
  };
  const acceptCopy = (field: CopyField, value: string) => {
    const current = String(values.description ?? '');
    if (field.id === 'category' && field.categoryId) form.setValue('category_id', field.categoryId);
    else if (field.id === 'description') setDescription(paragraphsToHtml(value));
    else if (field.id === 'pitch')
      setDescription(`<p><strong>${escapeHtml(value.trim())}</strong></p>${current}`);
    else if (field.id === 'table_of_contents')
      setDescription(
        `${current}<h3>${escapeHtml(t('copyAssistant.tocHeading'))}</h3>${linesToListHtml(value)}`,
      );
    else if (field.id === 'tags')
      setDescription(`${current}<p>${escapeHtml(`${t('copyAssistant.tagsLine')}: ${value.trim()}`)}</p>`);
  };

  const submit = form.handleSubmit((data) => {
    if (!product) {
      onCreate?.(data);
      return;
    }
    const { format: _fixed, ...changes } = data;
    onUpdate?.(changes);
  });

  const serverDetails =
    isApiError(error) && Array.isArray(error.details)
      ? (error.details as { field?: string; message?: string }[]).filter((d) => d.message)
      : [];

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="product-form">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t('editor.format')}</legend>
        {product ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 font-semibold whitespace-nowrap text-indigo-700">
              <KindIcon kind={KIND_OF_FORMAT[product.format]} className="size-4" />
              {t(`editor.formats.${product.format}.name`)}
            </span>
            {t('editor.formatFixed')}
          </p>
        ) : (
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {FORMATS.map((format) => {
              const selected = values.format === format;
              return (
                <label
                  key={format}
                  className={clsx(
                    'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                    selected
                      ? 'border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500'
                      : 'border-slate-200 bg-white hover:border-indigo-200',
                  )}
                >
                  <input
                    type="radio"
                    name="format"
                    value={format}
                    checked={selected}
                    onChange={() => form.setValue('format', format)}
                    className="sr-only"
                  />
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-indigo-600 ring-1 ring-slate-200">
                    <KindIcon kind={KIND_OF_FORMAT[format]} className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-slate-900">
                      {t(`editor.formats.${format}.name`)}
                    </span>
                    <span className="block text-xs text-slate-600">{t(`editor.formats.${format}.text`)}</span>
                  </span>
                </label>
              );
            })}
          </div>
        )}
      </fieldset>

      <InputField
        label={t('editor.name')}
        maxLength={200}
        placeholder={t('editor.namePlaceholder')}
        {...form.field('name')}
      />

      <AuthorPicker
        value={author}
        onChange={(chosen) => {
          setAuthor(chosen);
          form.setValue('author_id', chosen?.id ?? null);
        }}
      />

      <div className="-mb-3 flex justify-end">
        <HelpMeWrite
          kind="product"
          request={() => (product ? { kind: 'product', product_id: product.id } : null)}
          onAccept={acceptCopy}
        />
      </div>
      <RichTextEditor
        key={descriptionVersion}
        label={t('editor.description')}
        initialHtml={
          descriptionVersion === 0 ? (initial.description ?? '') : String(values.description ?? '')
        }
        onChange={(html) => form.setValue('description', html)}
        hint={t('editor.descriptionHint', { count: descriptionLength })}
        error={form.errorFor('description')}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('editor.category')}
          value={values.category_id ? String(values.category_id) : ''}
          onChange={(event) =>
            form.setValue('category_id', event.target.value ? Number(event.target.value) : null)
          }
          error={form.errorFor('category_id')}
        >
          <option value="">{t('editor.noCategory')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('editor.language')}
          value={values.language ?? 'id'}
          onChange={(event) => form.setValue('language', event.target.value as 'id' | 'en')}
        >
          <option value="id">{t('languages.id')}</option>
          <option value="en">{t('languages.en')}</option>
        </SelectField>
      </div>

      <div className="space-y-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-100">
        <div className="grid gap-4 sm:grid-cols-2">
          <RupiahField
            label={t('editor.basePrice')}
            value={base}
            onChange={(amount) => form.setValue('base_price', amount)}
            error={form.errorFor('base_price')}
            hint={t('editor.basePriceHint')}
          />
          <RupiahField
            label={t('editor.discount')}
            value={discount}
            onChange={(amount) => form.setValue('discount_amount', amount)}
            error={
              form.errorFor('discount_amount') ?? (discount > base ? t('editor.discountTooHigh') : undefined)
            }
            hint={t('editor.discountHint')}
          />
        </div>
        <p
          className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-700"
          aria-live="polite"
          data-testid="effective-price"
        >
          {t('editor.effectivePrice')}:
          <span
            className={
              price === 0 ? 'text-lg font-bold text-emerald-700' : 'text-lg font-bold text-slate-900'
            }
          >
            {price === 0 ? t('products.free') : formatRupiah(price)}
          </span>
          {discount > 0 && discount <= base ? (
            <span className="text-slate-400 line-through">{formatRupiah(base)}</span>
          ) : null}
        </p>
      </div>

      <div className="space-y-1">
        <Checkbox
          label={t('editor.downloadable')}
          checked={Boolean(values.downloadable)}
          onChange={(event) => form.setValue('downloadable', event.target.checked)}
        />
        <p className="pl-6 text-xs text-slate-500">{t('editor.downloadableHint')}</p>
      </div>

      {error ? (
        <Alert tone="error" title={t('editor.saveFailed')}>
          <p>{error.message}</p>
          {serverDetails.length ? (
            <ul className="mt-1 list-disc pl-5">
              {serverDetails.map((detail) => (
                <li key={`${detail.field}-${detail.message}`}>{detail.message}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving} data-testid="save-product">
          {product ? t('editor.save') : t('editor.create')}
        </Button>
      </div>
    </form>
  );
}
