import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useOwnedContent } from '@/features/library/api/owned-content';
import { BookReader } from '@/features/library/components/book-reader';
import { DownloadButton } from '@/features/library/components/download-button';
import {
  ViewerEmpty,
  ViewerGate,
  ViewerHeader,
  ViewerPage,
} from '@/features/library/components/viewer-frame';
import { productIdFrom, viewerPathOf } from '@/features/library/lib/viewer-rules';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard/content/{id}: an owned ebook in the reader, with its download when the creator allows it. */
export function ContentViewerPage() {
  const { t } = useTranslation();
  const productId = productIdFrom(useParams().id);
  const content = useOwnedContent(productId);
  useDocumentTitle(content.data?.product.name ?? t('viewer.readerTitle'));

  return (
    <ViewerGate productId={productId} query={content}>
      {(data) => {
        if (data.product.format !== 'PDF')
          return <Navigate to={viewerPathOf(data.product.format, productId)} replace />;
        const main = data.files.find((file) => file.role === 'main');
        return (
          <ViewerPage>
            <ViewerHeader
              title={data.product.name}
              kind="book"
              coverUrl={data.product.cover_url}
              access={data.access}
              downloadable={data.product.downloadable}
              actions={
                main && data.product.downloadable ? (
                  <DownloadButton
                    fileId={main.id}
                    allowance={data.downloads}
                    label={t('viewer.download.pdf')}
                  />
                ) : null
              }
            >
              {main?.page_count ? <span>{t('viewer.pages', { total: main.page_count })}</span> : null}
            </ViewerHeader>
            {main ? <BookReader content={data} file={main} /> : <ViewerEmpty text={t('viewer.noBook')} />}
          </ViewerPage>
        );
      }}
    </ViewerGate>
  );
}
