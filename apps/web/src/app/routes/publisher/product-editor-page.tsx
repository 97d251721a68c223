import type { ManagedProduct, ProductFormat } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { TrashIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  useCreateProduct,
  useDeleteProduct,
  useOwnProduct,
  useUpdateProduct,
} from '@/features/publisher/api/products';
import { CoverUploader } from '@/features/publisher/components/cover-uploader';
import { FileManager } from '@/features/publisher/components/file-manager';
import { ProductForm } from '@/features/publisher/components/product-form';
import { StatusBadge } from '@/features/publisher/components/status-badge';
import { StatusBanner } from '@/features/publisher/components/status-banner';
import { SubmitPanel } from '@/features/publisher/components/submit-panel';
import { ROLES_BY_FORMAT } from '@/features/publisher/lib/editor-rules';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PublisherHeader } from './publisher-header';

const FORMATS: ProductFormat[] = ['PDF', 'MP3', 'CRS', 'PPT'];

function NewProduct() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useCreateProduct();
  const requested = params.get('format')?.toUpperCase() as ProductFormat | undefined;
  const format = requested && FORMATS.includes(requested) ? requested : 'PDF';
  useDocumentTitle(t('editor.newTitle'));

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PublisherHeader
        title={t('editor.newTitle')}
        description={t('editor.newSubtitle')}
        parent={{ to: '/publisher/products', label: t('publisher.products') }}
      />
      <Card>
        <CardBody className="py-6">
          <ProductForm
            defaultFormat={format}
            saving={create.isPending}
            error={create.error}
            onCreate={(input) =>
              create.mutate(input, {
                onSuccess: (product) => {
                  toast.success(t('editor.created'), t('editor.createdText'));
                  navigate(`/publisher/products/${product.id}`, { replace: true });
                },
              })
            }
          />
        </CardBody>
      </Card>
    </div>
  );
}

function DeleteProduct({ product }: { product: ManagedProduct }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteProduct();
  const [open, setOpen] = useState(false);
  if (product.is_published) return null;
  return (
    <>
      <Button
        variant="ghost"
        className="w-full text-red-700 hover:bg-red-50"
        icon={<TrashIcon className="size-4" />}
        onClick={() => setOpen(true)}
      >
        {t('editor.deleteProduct')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('editor.deleteTitle')}
        confirmLabel={t('common.delete')}
        onConfirm={() =>
          remove.mutate(product.id, {
            onSuccess: () => {
              toast.success(t('editor.deleted'), product.name);
              navigate('/publisher/products', { replace: true });
            },
            onError: (error) => toast.error(t('editor.deleteFailed'), error),
          })
        }
        pending={remove.isPending}
      >
        <p className="text-sm text-slate-700">{t('editor.deleteText', { name: product.name })}</p>
      </ConfirmDialog>
    </>
  );
}

function EditProduct({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useOwnProduct(id);
  const update = useUpdateProduct(id);
  const product = query.data;
  useDocumentTitle(product?.name ?? t('editor.editTitle'));

  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        {missing ? (
          <EmptyState
            title={t('editor.notFound')}
            description={t('editor.notFoundText')}
            action={<ButtonLink to="/publisher/products">{t('publisher.products')}</ButtonLink>}
          />
        ) : (
          <Alert tone="error" title={t('publisher.loadFailed')}>
            {query.error.message}
          </Alert>
        )}
      </div>
    );
  }

  if (!product) {
    return (
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8" aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-16 w-full rounded-xl" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Skeleton className="h-[32rem] rounded-2xl" />
          <Skeleton className="h-80 rounded-2xl" />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PublisherHeader
        title={product.name}
        parent={{ to: '/publisher/products', label: t('publisher.products') }}
        badge={<StatusBadge status={product.status} />}
      />
      <StatusBanner product={product} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <Card id="details">
            <CardHeader title={t('editor.detailsTitle')} description={t('editor.detailsText')} />
            <CardBody className="py-5">
              <ProductForm
                key={product.id}
                product={product}
                saving={update.isPending}
                error={update.error}
                onUpdate={(input) =>
                  update.mutate(input, { onSuccess: () => toast.success(t('editor.saved')) })
                }
              />
            </CardBody>
          </Card>
          <Card id="files">
            <CardHeader title={t('editor.files.title')} description={t('editor.files.text')} />
            <CardBody className="space-y-8 py-5">
              {ROLES_BY_FORMAT[product.format].map((role) => (
                <FileManager key={role} product={product} fileRole={role} />
              ))}
            </CardBody>
          </Card>
        </div>
        <div className="space-y-6 lg:sticky lg:top-20">
          <Card>
            <CardHeader title={t('editor.cover.title')} />
            <CardBody>
              <CoverUploader product={product} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t('editor.submit.title')} description={t('editor.submit.text')} />
            <CardBody className="space-y-3">
              <SubmitPanel product={product} />
              <DeleteProduct product={product} />
            </CardBody>
          </Card>
        </div>
      </div>
    </div>
  );
}

/** /publisher/products/new and /publisher/products/{id}: one editor. */
export function ProductEditorPage() {
  const { id } = useParams();
  if (id === undefined) return <NewProduct />;
  const productId = Number(id);
  return <EditProduct key={productId} id={Number.isInteger(productId) ? productId : -1} />;
}
