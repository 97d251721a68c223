import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/field';
import { HeadphonesIcon } from '@/components/ui/icons';
import { EditIcon, PlusIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnProduct, useOwnProducts } from '@/features/publisher/api/products';
import { FileManager } from '@/features/publisher/components/file-manager';
import { StatusBadge } from '@/features/publisher/components/status-badge';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PublisherHeader } from './publisher-header';

/** Pick an audio product and manage its album: upload tracks, name them, order them. */
export function AudioContentPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const all = useOwnProducts({ page: 1, pageSize: 50 });
  const albums = (all.data?.items ?? []).filter((product) => product.format === 'MP3');
  const requested = Number(params.get('product'));
  const selectedId = albums.some((album) => album.id === requested) ? requested : (albums[0]?.id ?? null);
  const selected = useOwnProduct(selectedId);
  useDocumentTitle(t('publisher.audio.title'));

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PublisherHeader title={t('publisher.audio.title')} description={t('publisher.audio.subtitle')} />
      {all.isError ? (
        <Alert tone="error" title={t('publisher.loadFailed')}>
          {all.error.message}
        </Alert>
      ) : all.isPending ? (
        <Skeleton className="h-64 w-full rounded-2xl" />
      ) : albums.length === 0 ? (
        <EmptyState
          icon={<HeadphonesIcon className="size-6" />}
          title={t('publisher.audio.empty')}
          description={t('publisher.audio.emptyText')}
          action={
            <ButtonLink to="/publisher/products/new?format=MP3" icon={<PlusIcon className="size-4" />}>
              {t('publisher.audio.create')}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <SelectField
            label={t('publisher.audio.pick')}
            value={selectedId ? String(selectedId) : ''}
            onChange={(event) => setParams({ product: event.target.value }, { replace: true })}
            containerClassName="max-w-md"
          >
            {albums.map((album) => (
              <option key={album.id} value={album.id}>
                {album.name}
              </option>
            ))}
          </SelectField>
          {selected.data ? (
            <Card>
              <CardHeader
                title={
                  <span className="flex flex-wrap items-center gap-2">
                    {selected.data.name}
                    <StatusBadge status={selected.data.status} />
                  </span>
                }
                description={t('publisher.audio.albumText')}
                action={
                  <ButtonLink
                    to={`/publisher/products/${selected.data.id}`}
                    variant="outline"
                    size="sm"
                    icon={<EditIcon className="size-4" />}
                  >
                    {t('publisher.audio.edit')}
                  </ButtonLink>
                }
              />
              <CardBody className="space-y-8 py-5">
                <FileManager product={selected.data} fileRole="track" />
                {selected.data.has_staged_changes ? (
                  <Alert tone="info">{t('publisher.audio.reviewNote')}</Alert>
                ) : null}
              </CardBody>
            </Card>
          ) : selected.isError ? (
            <Alert tone="error">{selected.error.message}</Alert>
          ) : (
            <Skeleton className="h-64 w-full rounded-2xl" />
          )}
        </>
      )}
    </div>
  );
}
