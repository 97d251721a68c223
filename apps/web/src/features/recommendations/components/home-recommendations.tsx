import type { ProductFormat } from '@pustaka/contract';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productKind } from '@/components/product/product-rules';
import { SparklesIcon, StarIcon } from '@/components/ui/icons';
import { useHomeRecommendations } from '@/features/recommendations/api/recommendations';
import { RecommendationList } from './recommendation-list';

const LIMIT = 6;
/**
 * The contract's PRODUCT_FORMATS, written out: importing a value from the contract would bring its schemas into
 * the home page's first load. The type keeps the two in step.
 */
const FORMATS: readonly ProductFormat[] = ['PDF', 'MP3', 'CRS', 'PPT'];

/** All formats, or one: the chips above the home page's lists. */
function FormatChips({
  value,
  onChange,
}: {
  value: ProductFormat | null;
  onChange: (format: ProductFormat | null) => void;
}) {
  const { t } = useTranslation();
  const options: (ProductFormat | null)[] = [null, ...FORMATS];
  return (
    // A fieldset is at least as wide as its content unless told otherwise (min-w-0): then the chips scroll.
    <fieldset
      className="flex w-full min-w-0 gap-2 overflow-x-auto pb-1 sm:w-auto sm:pb-0"
      data-testid="rec-formats"
    >
      <legend className="sr-only">{t('recommendations.home.formats')}</legend>
      {options.map((format) => (
        <button
          key={format ?? 'all'}
          type="button"
          aria-pressed={format === value}
          onClick={() => onChange(format)}
          className={clsx(
            'shrink-0 rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
            format === value
              ? 'border-indigo-600 bg-indigo-600 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:border-indigo-300 hover:text-indigo-700',
          )}
        >
          {format ? t(`products.kind.${productKind(format)}`) : t('recommendations.home.all')}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The home page's recommendations. A member with a history gets "Untuk Anda"; a guest (or a member without
 * one) the best sellers; everyone the week's trending. Both lists follow the chosen format.
 */
export function HomeRecommendations({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<ProductFormat | null>(null);
  const home = useHomeRecommendations(signedIn, format, LIMIT);
  const data = home.data;
  // While another format loads, the chips stay and the lists show skeletons under them.
  const loading = home.isPending;
  const personal = Boolean(data?.personalised);
  const emptyFormat = {
    title: t('recommendations.home.empty'),
    text: t('recommendations.home.emptyText'),
  };

  return (
    <div className="space-y-10" data-testid="home-recommendations">
      <RecommendationList
        title={personal ? t('recommendations.home.forYou') : t('recommendations.home.bestSellers')}
        description={
          personal
            ? t('recommendations.home.forYouText')
            : signedIn
              ? t('recommendations.home.startText')
              : t('recommendations.home.bestSellersText')
        }
        icon={<SparklesIcon className="size-5 text-indigo-600" />}
        controls={<FormatChips value={format} onChange={setFormat} />}
        list={data?.for_you}
        loading={loading}
        failed={home.isError}
        signedIn={signedIn}
        empty={format ? emptyFormat : 'hide'}
        testId="rec-home-for-you"
      />
      <RecommendationList
        title={t('recommendations.home.trending')}
        description={t('recommendations.home.trendingText')}
        icon={<StarIcon className="size-5 text-amber-500" />}
        list={data?.trending}
        loading={loading}
        failed={home.isError}
        signedIn={signedIn}
        empty="hide"
        testId="rec-home-trending"
      />
    </div>
  );
}
