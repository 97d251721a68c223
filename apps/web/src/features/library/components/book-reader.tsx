import type { OwnedContent, OwnedFile } from '@pustaka/contract';
import { useCallback, useMemo } from 'react';
import { resumePage } from '@/components/media/media-rules';
import { PdfReader } from '@/components/media/pdf-reader';
import { useProgressSaver } from '@/features/library/api/progress';
import { CopyPreparing } from './copy-preparing';

/**
 * An owned ebook in the reader, opening at the page the reader left it on (kept on the server, so it
 * follows them to another device). The page is saved a moment after it changes.
 */
export function BookReader({ content, file }: { content: OwnedContent; file: OwnedFile }) {
  // The address changes when the list is fetched again; the document only reopens for another file.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the file, not by its address
  const source = useMemo(() => ({ url: file.stream_url }), [file.id]);
  const startPage = useMemo(
    () => resumePage(file.progress?.position, file.page_count ?? Number.POSITIVE_INFINITY),
    [file.progress?.position, file.page_count],
  );
  const { save } = useProgressSaver(content.product.id, 1_000);
  const onPageChange = useCallback(
    (page: number, pages: number) => {
      void save({ file_id: file.id, position: page, completed: page >= pages });
    },
    [save, file.id],
  );

  if (file.preparing) return <CopyPreparing />;
  return (
    <PdfReader
      source={source}
      title={content.product.name}
      initialPage={startPage}
      onPageChange={onPageChange}
      frameClassName="h-[calc(100dvh-15rem)] min-h-96 sm:h-[calc(100dvh-13rem)]"
      className="shadow-xs"
    />
  );
}
