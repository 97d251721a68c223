import type { LmsContent, ManagedProduct } from '@pustaka/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { trainerKeys, useUpdateContent } from '@/features/lms/api/trainer';
import { messageOf } from '@/features/lms/lib/errors';
import { api } from '@/lib/api-client';

/** A video content may play a lesson of one of the trainer's CRS products instead of an upload. */
export function LessonPicker({ content }: { content: LmsContent }) {
  const { t } = useTranslation();
  const update = useUpdateContent(content.id);
  const [productId, setProductId] = useState<number | null>(content.product_id);
  const [fileId, setFileId] = useState<number | null>(content.product_file_id);
  const products = useQuery({
    queryKey: trainerKeys.crsProducts(),
    queryFn: ({ signal }) =>
      api.get<{ items: { id: number; name: string }[] }>('/books', {
        signal,
        query: { format: 'CRS', pageSize: 50 },
      }),
  });
  const product = useQuery({
    queryKey: trainerKeys.crsProduct(productId),
    queryFn: ({ signal }) => api.get<ManagedProduct>(`/books/${productId}`, { signal }),
    enabled: productId !== null,
  });
  const lessons = product.data?.files.filter((file) => file.role === 'lesson') ?? [];
  if (products.data?.items.length === 0)
    return <p className="text-sm text-slate-600">{t('lms.lesson.none')}</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-800">{t('lms.lesson.title')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('lms.lesson.product')}
          value={productId ?? ''}
          onChange={(event) => {
            setProductId(event.target.value ? Number(event.target.value) : null);
            setFileId(null);
          }}
        >
          <option value="">{t('lms.course.pickProduct')}</option>
          {(products.data?.items ?? []).map((one) => (
            <option key={one.id} value={one.id}>
              {one.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('lms.lesson.lesson')}
          value={fileId ?? ''}
          disabled={!productId}
          onChange={(event) => setFileId(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('lms.lesson.pick')}</option>
          {lessons.map((file) => (
            <option key={file.id} value={file.id}>
              {file.title ?? file.original_name}
            </option>
          ))}
        </SelectField>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={!productId || !fileId}
        loading={update.isPending}
        onClick={() => update.mutate({ product_id: productId, product_file_id: fileId })}
      >
        {t('lms.lesson.use')}
      </Button>
      {update.isSuccess ? <Alert tone="success">{t('lms.saved')}</Alert> : null}
      {update.error ? <Alert tone="error">{messageOf(update.error, t('lms.saveFailed'))}</Alert> : null}
    </div>
  );
}
