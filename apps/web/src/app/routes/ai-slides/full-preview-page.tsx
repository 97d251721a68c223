import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useSlideshow } from '@/features/ai-slides/api/slideshows';
import { Presenter } from '@/features/ai-slides/components/presenter';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useQueryDeckId } from './deck-id';

/** /ai-slides/full-preview?id=: the presentation itself, without the top bar and footer (spec section 2). */
export function FullPreviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useQueryDeckId();
  const deck = useSlideshow(id);
  useDocumentTitle(deck.data?.title ?? t('aiSlides.present.title'));
  const back = (
    <Link
      to={id ? `/ai-slides/${id}/preview` : '/ai-slides'}
      className="font-semibold text-sky-300 hover:underline"
    >
      {t('aiSlides.present.back')}
    </Link>
  );
  if (!id || deck.error || (deck.data && deck.data.slides.length === 0)) {
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-950 p-6 text-center text-white">
        <p className="text-lg font-semibold">
          {!id
            ? t('aiSlides.present.noDeck')
            : deck.error
              ? deck.error.message
              : t('aiSlides.preview.emptyText')}
        </p>
        {back}
      </div>
    );
  }
  if (!deck.data) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-slate-950 text-white" aria-busy="true">
        <Spinner />
      </div>
    );
  }
  return (
    <Presenter
      deck={deck.data}
      initialView={params.get('view') === 'speaker' ? 'speaker' : 'audience'}
      onExit={() =>
        window.opener && params.get('view') === 'speaker'
          ? window.close()
          : navigate(`/ai-slides/${id}/preview`)
      }
    />
  );
}
