import type { LmsAccessMode, LmsCourse } from '@pustaka/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Checkbox, InputField, SelectField } from '@/components/ui/field';
import { trainerKeys, useSaveCourse } from '@/features/lms/api/trainer';
import { messageOf } from '@/features/lms/lib/errors';
import { api } from '@/lib/api-client';

type Option = { id: number; name: string };

/** The trainer's CRS products, for linking a paid course; other product formats cannot sell a course. */
function useCourseProducts() {
  return useQuery({
    queryKey: trainerKeys.crsProducts(),
    queryFn: ({ signal }) =>
      api.get<{ items: Option[] }>('/books', { signal, query: { format: 'CRS', pageSize: 50 } }),
  });
}

function useCategories() {
  return useQuery({
    queryKey: trainerKeys.categories(),
    queryFn: ({ signal }) => api.get<Option[]>('/public/categories/active', { signal }),
  });
}

/**
 * Creates or edits a course. The description editor comes from the page (it belongs to another
 * feature); it reports HTML, which the server sanitises.
 */
export function CourseForm({
  course,
  descriptionEditor,
  onSaved,
}: {
  course?: LmsCourse;
  descriptionEditor: (initialHtml: string, onChange: (html: string) => void) => ReactNode;
  onSaved: (course: LmsCourse) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCourse(course?.id ?? null);
  const products = useCourseProducts();
  const categories = useCategories();
  const [title, setTitle] = useState(course?.title ?? '');
  const [description, setDescription] = useState(course?.description_html ?? '');
  const [categoryId, setCategoryId] = useState<number | null>(course?.category_id ?? null);
  const [language, setLanguage] = useState<'id' | 'en'>((course?.language as 'id' | 'en') ?? 'id');
  const [mode, setMode] = useState<LmsAccessMode>(course?.access_mode ?? 'public');
  const [productId, setProductId] = useState<number | null>(course?.product_id ?? null);
  const [sequential, setSequential] = useState(course?.sequential ?? false);
  const [verified, setVerified] = useState(course?.requires_verified_email ?? false);
  const [approval, setApproval] = useState(course?.requires_approval ?? false);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        title,
        description,
        category_id: categoryId,
        language,
        access_mode: mode,
        product_id: mode === 'paid' ? productId : null,
        sequential,
        requires_verified_email: verified,
        // A purchase enrols: a paid course never waits for approval.
        requires_approval: mode === 'paid' ? false : approval,
      },
      { onSuccess: onSaved },
    );
  }

  return (
    <Card>
      <CardBody>
        <form className="space-y-5" onSubmit={submit} data-testid="course-form">
          <InputField
            label={t('lms.course.title')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            required
            minLength={3}
            maxLength={200}
            name="title"
          />
          {descriptionEditor(course?.description_html ?? '', setDescription)}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('lms.course.category')}
              value={categoryId ?? ''}
              onChange={(event) => setCategoryId(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">{t('lms.course.noCategory')}</option>
              {(categories.data ?? []).map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('lms.course.language')}
              value={language}
              onChange={(event) => setLanguage(event.target.value as 'id' | 'en')}
            >
              <option value="id">{t('languages.id')}</option>
              <option value="en">{t('languages.en')}</option>
            </SelectField>
          </div>
          <SelectField
            label={t('lms.course.access')}
            value={mode}
            name="access_mode"
            hint={t(`lms.course.accessHint.${mode}`)}
            onChange={(event) => setMode(event.target.value as LmsAccessMode)}
          >
            <option value="public">{t('lms.course.accessMode.public')}</option>
            <option value="invite">{t('lms.course.accessMode.invite')}</option>
            <option value="paid">{t('lms.course.accessMode.paid')}</option>
          </SelectField>
          {mode === 'paid' ? (
            <SelectField
              label={t('lms.course.product')}
              value={productId ?? ''}
              required
              hint={products.data?.items.length === 0 ? t('lms.course.noProducts') : undefined}
              onChange={(event) => setProductId(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">{t('lms.course.pickProduct')}</option>
              {(products.data?.items ?? []).map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
            </SelectField>
          ) : null}
          <div className="space-y-2">
            <Checkbox
              label={t('lms.course.sequential')}
              checked={sequential}
              onChange={(event) => setSequential(event.target.checked)}
            />
            <Checkbox
              label={t('lms.course.requiresVerified')}
              checked={verified}
              onChange={(event) => setVerified(event.target.checked)}
            />
            <div>
              <Checkbox
                label={t('lms.course.requiresApproval')}
                name="requires_approval"
                checked={mode !== 'paid' && approval}
                disabled={mode === 'paid'}
                aria-describedby="requires-approval-hint"
                onChange={(event) => setApproval(event.target.checked)}
              />
              <p id="requires-approval-hint" className="mt-1 pl-6 text-xs text-slate-500">
                {mode === 'paid'
                  ? t('lms.course.requiresApprovalPaid')
                  : t('lms.course.requiresApprovalHint')}
              </p>
            </div>
          </div>
          {save.error ? <Alert tone="error">{messageOf(save.error, t('lms.saveFailed'))}</Alert> : null}
          <div className="flex justify-end">
            <Button type="submit" loading={save.isPending} data-testid="course-save">
              {course ? t('common.save') : t('lms.course.create')}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
