import type { OwnedFile } from '@pustaka/contract';
import { PdfSlides } from '@/components/slides/pdf-slides';
import { deckViewOf } from '@/components/slides/slide-rules';
import { SlidesPreparing } from '@/components/slides/slides-preparing';
import { TextSlides } from '@/components/slides/text-slides';
import { useProgressSaver } from '@/features/library/api/progress';
import { CopyPreparing } from './copy-preparing';

type SlideDeckProps = {
  productId: number;
  file: OwnedFile;
  fullscreen?: boolean;
  /** Escape in the fullscreen view. */
  onExit?: () => void;
};

/**
 * An owned deck one slide at a time, the slide shown remembered on the server and reopened next time. A PDF
 * deck opens once the buyer's stamped copy is ready; a PowerPoint deck is drawn from the PDF the server made
 * of it, shown as a short wait while that is made and as its text when it cannot be.
 */
export function SlideDeck({ productId, file, fullscreen = false, onExit }: SlideDeckProps) {
  const { save } = useProgressSaver(productId, 1_000);
  const view = deckViewOf(file);
  const shared = {
    initialPage: file.progress?.position,
    onPageChange: (page: number, pages: number) =>
      void save({ file_id: file.id, position: page, completed: page >= pages }),
    fullscreen,
    onExit,
  };
  if (view === 'pdf') {
    return file.preparing ? (
      <CopyPreparing />
    ) : (
      <PdfSlides url={file.stream_url} slideCount={file.slide_count ?? file.page_count} {...shared} />
    );
  }
  if (view === 'rendition') {
    return (
      <PdfSlides
        url={file.rendition?.url as string}
        slideCount={file.rendition?.page_count ?? file.slide_count}
        {...shared}
      />
    );
  }
  if (view === 'preparing') return <SlidesPreparing fullscreen={fullscreen} />;
  return (
    <TextSlides
      url={file.stream_url}
      cacheKey={`file-${file.id}`}
      slideCount={file.slide_count}
      {...shared}
    />
  );
}
