import type { OutlineItem, ProductDetail } from '@pustaka/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaKind } from '@/components/media/media-rules';
import { PdfReader } from '@/components/media/pdf-reader';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CoverPlaceholder, KIND_OF_FORMAT, KindIcon } from '@/components/ui/cover';
import { BookIcon } from '@/components/ui/icons';
import {
  CheckCircleIcon,
  ChevronRightIcon,
  CreditCardIcon,
  DownloadIcon,
  LockIcon,
} from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useRunningCampaignList } from '@/features/products/api/running-campaigns';
import { countOutline } from '@/features/products/lib/outline';
import { discountPercent } from '@/features/products/lib/price-rules';
import { campaignPrice } from '@/features/products/lib/product-rules';
import { formatNumber, formatRupiah } from '@/lib/format';
import { formatDuration } from '@/lib/units';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || 'U';
}

function Cover({ product }: { product: ProductDetail }) {
  const [failed, setFailed] = useState(false);
  const kind = KIND_OF_FORMAT[product.format];
  const src = product.cover_large_url ?? product.cover_url;
  return (
    <div className="relative mx-auto aspect-[3/4] w-full max-w-64 overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200 md:max-w-none">
      {src && !failed ? (
        <img
          src={src}
          alt={product.name}
          // The cover is the largest thing on the page: fetch it first and at once.
          fetchPriority="high"
          className="size-full object-contain"
          onError={() => setFailed(true)}
        />
      ) : (
        <CoverPlaceholder kind={kind} iconClassName="size-20" />
      )}
    </div>
  );
}

/**
 * What the signed-in visitor already has of a product, told by the page: owned (with where it opens) or an
 * order still waiting for payment. Undefined for guests and while it is being found out.
 */
export type Ownership = { state: 'owned'; openPath: string } | { state: 'pending'; orderPath: string };

/** Price, discount and the buy button; a free product is had for free, an owned one opens. */
function BuyBox({
  product,
  ownership,
  promo,
}: {
  product: ProductDetail;
  ownership?: Ownership;
  promo?: ReactNode;
}) {
  const { t } = useTranslation();
  const running = useRunningCampaignList();
  // The price cards show and checkout charges: the product's own price less the best running campaign.
  const priced = campaignPrice(product, running.data);
  const price = priced.price;
  const percent = discountPercent({ base_price: product.base_price, price });
  if (ownership?.state === 'owned') {
    return (
      <div
        className="space-y-3 rounded-2xl border border-emerald-200 bg-emerald-50/60 p-5 shadow-xs"
        data-testid="owned-box"
      >
        <p className="flex items-center gap-2 font-semibold text-emerald-800">
          <CheckCircleIcon className="size-5 shrink-0" />
          {t('detail.ownedText')}
        </p>
        <ButtonLink
          to={ownership.openPath}
          size="lg"
          className="w-full"
          icon={<BookIcon className="size-5" />}
          data-testid="open-owned"
        >
          {t('detail.ownedOpen')}
        </ButtonLink>
        <Link
          to="/dashboard/library"
          className="block text-center text-sm font-medium text-emerald-800 hover:underline"
        >
          {t('detail.toLibrary')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span
          className={
            price === 0
              ? 'text-3xl font-extrabold text-emerald-700'
              : 'text-3xl font-extrabold text-slate-900'
          }
          data-testid="detail-price"
        >
          {price === 0 ? t('products.free') : formatRupiah(price)}
        </span>
        {percent > 0 ? (
          <>
            <span className="text-base text-slate-400 line-through" data-testid="detail-base-price">
              {formatRupiah(product.base_price)}
            </span>
            <Badge tone="danger">{t('detail.discount', { percent })}</Badge>
          </>
        ) : null}
      </div>
      {promo}
      <ButtonLink
        to={`/checkout/${product.id}`}
        size="lg"
        className="w-full"
        icon={price === 0 ? <DownloadIcon className="size-5" /> : <CreditCardIcon className="size-5" />}
        data-testid="buy-button"
      >
        {ownership?.state === 'pending'
          ? t('detail.continuePayment')
          : price === 0
            ? t('detail.getFree')
            : t('detail.buy')}
      </ButtonLink>
      {ownership?.state === 'pending' ? (
        <Link
          to={ownership.orderPath}
          className="block text-center text-sm font-medium text-indigo-700 hover:underline"
        >
          {t('detail.pendingOrder')}
        </Link>
      ) : null}
      <p className="flex items-center gap-2 text-xs text-slate-500">
        <LockIcon className="size-4 shrink-0" />
        {price === 0 ? t('detail.freeNote') : t('detail.secure')}
      </p>
    </div>
  );
}

function Facts({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  const facts: { label: string; value: string }[] = [];
  if (product.page_count)
    facts.push({ label: t('detail.facts.pages'), value: formatNumber(product.page_count, i18n.language) });
  if (product.slide_count)
    facts.push({ label: t('detail.facts.slides'), value: formatNumber(product.slide_count, i18n.language) });
  if (product.tracks.length)
    facts.push({
      label: t('detail.facts.tracks'),
      value: formatNumber(product.tracks.length, i18n.language),
    });
  if (product.lessons.length)
    facts.push({
      label: t('detail.facts.lessons'),
      value: formatNumber(product.lessons.length, i18n.language),
    });
  if (product.duration_seconds)
    facts.push({ label: t('detail.facts.duration'), value: formatDuration(product.duration_seconds) });
  facts.push({ label: t('detail.facts.language'), value: t(`languages.${product.language}`) });
  facts.push({
    label: t('detail.facts.access'),
    value: product.downloadable ? t('detail.facts.downloadable') : t('detail.facts.onlineOnly'),
  });
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-100">
          <dt className="text-xs text-slate-500">{fact.label}</dt>
          <dd className="text-sm font-semibold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `promo` is shown in the buy box under the price (a running campaign, which checkout applies). */
export function ProductHero({
  product,
  ownership,
  promo,
}: {
  product: ProductDetail;
  ownership?: Ownership;
  promo?: ReactNode;
}) {
  const { t } = useTranslation();
  const kind = KIND_OF_FORMAT[product.format];
  // The server names a product without a category "Unknown Creator"; the detail leaves it out.
  const category = product.category_id === null ? null : product.category;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] md:gap-10">
      <Cover product={product} />
      <div className="min-w-0 space-y-5">
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">
              <KindIcon kind={kind} className="size-3.5" />
              {t(`products.kind.${kind}`)}
            </Badge>
            {category ? <Badge>{category}</Badge> : null}
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {product.name}
          </h1>
          <Link
            to={`/authors/${product.seller.id}`}
            className="group inline-flex items-center gap-2 rounded-lg text-sm text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
            data-testid="creator-link"
          >
            <Avatar
              src={product.seller.avatar_url}
              initials={initialsOf(product.seller.name)}
              alt=""
              size="sm"
            />
            <span>
              {t('detail.by')}{' '}
              <span className="font-semibold text-indigo-700 group-hover:underline">
                {product.seller.name || t('products.unknownCreator')}
              </span>
            </span>
          </Link>
          {product.author ? (
            <p className="flex items-center gap-2 text-sm text-slate-700" data-testid="product-author">
              <Avatar
                src={product.author.photo_url}
                initials={initialsOf(product.author.name)}
                alt=""
                size="sm"
              />
              <span>
                {t('detail.writtenBy')}:{' '}
                <span className="font-semibold text-slate-900">{product.author.name}</span>
              </span>
            </p>
          ) : null}
        </div>
        <BuyBox product={product} ownership={ownership} promo={promo} />
        <Facts product={product} />
      </div>
    </div>
  );
}

export function ProductDescription({ html }: { html: string }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader title={t('detail.description')} />
      <CardBody>
        {html.trim() ? (
          // The server sanitises descriptions to a short list of formatting tags before storing them.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side (catalogue rich-text)
          <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="text-sm text-slate-500">{t('detail.noDescription')}</p>
        )}
      </CardBody>
    </Card>
  );
}

function OutlineList({ items, depth = 0 }: { items: OutlineItem[]; depth?: number }) {
  const { t } = useTranslation();
  return (
    <ol className={depth ? 'mt-1 space-y-1 border-l border-slate-200 pl-3' : 'space-y-1'}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: outline entries may share a title
        <li key={`${index}-${item.title}`}>
          <div className="flex items-baseline gap-2 text-sm">
            <span className={depth ? 'min-w-0 text-slate-600' : 'min-w-0 font-medium text-slate-800'}>
              {item.title}
            </span>
            <span
              aria-hidden="true"
              className="flex-1 translate-y-[-3px] border-b border-dotted border-slate-300"
            />
            {item.page !== null ? (
              <span className="shrink-0 text-xs tabular-nums text-slate-500">
                <span className="sr-only">{t('detail.page')} </span>
                {item.page}
              </span>
            ) : null}
          </div>
          {item.items.length ? <OutlineList items={item.items} depth={depth + 1} /> : null}
        </li>
      ))}
    </ol>
  );
}

function NumberedList({ rows }: { rows: { id: number; title: string; duration_seconds: number | null }[] }) {
  return (
    <ol className="divide-y divide-slate-100">
      {rows.map((row, index) => (
        <li key={row.id} className="flex items-center gap-3 py-2.5 text-sm">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600">
            {index + 1}
          </span>
          <span className="min-w-0 flex-1 truncate text-slate-800">{row.title}</span>
          <span className="shrink-0 tabular-nums text-slate-500">{formatDuration(row.duration_seconds)}</span>
        </li>
      ))}
    </ol>
  );
}

const OUTLINE_PREVIEW = 12;

/** Outline with page numbers for ebooks, track and lesson lists with durations, the slide count of a deck. */
export function TableOfContents({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  const [all, setAll] = useState(false);
  const outline = all ? product.outline : product.outline.slice(0, OUTLINE_PREVIEW);
  const entries = useMemo(() => countOutline(product.outline), [product.outline]);

  let body: ReactNode;
  if (product.format === 'MP3' && product.tracks.length) body = <NumberedList rows={product.tracks} />;
  else if (product.format === 'CRS' && product.lessons.length) body = <NumberedList rows={product.lessons} />;
  else if (product.outline.length) {
    body = (
      <div className="space-y-3">
        <OutlineList items={outline} />
        {product.outline.length > OUTLINE_PREVIEW ? (
          <Button variant="ghost" size="sm" onClick={() => setAll((value) => !value)}>
            {all ? t('detail.showLess') : t('detail.showAll', { count: entries })}
          </Button>
        ) : null}
      </div>
    );
  } else if (product.format === 'PPT' && product.slide_count) {
    body = (
      <p className="text-sm text-slate-700">
        {t('detail.slideCount', {
          count: product.slide_count,
          total: formatNumber(product.slide_count, i18n.language),
        })}
      </p>
    );
  } else {
    body = <p className="text-sm text-slate-500">{t('detail.noContents')}</p>;
  }

  const summary =
    product.format === 'MP3' || product.format === 'CRS'
      ? product.duration_seconds
        ? t('detail.totalDuration', { duration: formatDuration(product.duration_seconds) })
        : undefined
      : product.page_count
        ? t('detail.pageCount', { total: formatNumber(product.page_count, i18n.language) })
        : undefined;

  return (
    <Card>
      <CardHeader title={t('detail.contents')} description={summary} />
      <CardBody>{body}</CardBody>
    </Card>
  );
}

/** The free sample: PDFs open in the reader (pdf.js loads only then), audio and video play in place. */
export function SamplePreview({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const sample = product.sample;
  const source = useMemo(() => (sample ? { url: sample.url } : null), [sample]);
  const type = sample?.content_type ?? '';

  let body: ReactNode;
  if (!sample || !source) {
    body = <p className="text-sm text-slate-500">{t('detail.noSample')}</p>;
  } else if (type.startsWith('audio/')) {
    body = (
      // biome-ignore lint/a11y/useMediaCaption: spoken samples come without caption files
      <audio controls preload="metadata" src={sample.url} className="w-full" data-testid="sample-audio" />
    );
  } else if (type.startsWith('video/')) {
    body = (
      // biome-ignore lint/a11y/useMediaCaption: lesson samples come without caption files
      <video
        controls
        preload="metadata"
        src={sample.url}
        className="aspect-video w-full rounded-xl bg-black"
        data-testid="sample-video"
      />
    );
  } else if (mediaKind(type) !== 'pdf') {
    body = (
      <a href={sample.url} download className={buttonClasses('outline', 'md')}>
        <DownloadIcon className="size-4" />
        {t('detail.downloadSample')}
      </a>
    );
  } else if (open) {
    body = <PdfReader source={source} title={product.name} onClose={() => setOpen(false)} />;
  } else {
    body = (
      <div className="flex flex-col items-start gap-3 rounded-xl bg-indigo-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-3 text-sm text-indigo-900">
          <BookIcon className="size-6 shrink-0 text-indigo-600" />
          {t('detail.sampleText')}
        </p>
        <Button
          onClick={() => setOpen(true)}
          icon={<ChevronRightIcon className="size-4" />}
          data-testid="open-sample"
        >
          {t('detail.readSample')}
        </Button>
      </div>
    );
  }

  return (
    <Card id="sample">
      <CardHeader title={t('detail.sample')} />
      <CardBody>{body}</CardBody>
    </Card>
  );
}

export function ProductDetailSkeleton() {
  return (
    <div className="space-y-8" aria-busy="true" data-testid="detail-loading">
      <div className="grid gap-6 md:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] md:gap-10">
        <Skeleton className="mx-auto aspect-[3/4] w-full max-w-64 rounded-2xl md:max-w-none" />
        <div className="space-y-4">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-40 w-full rounded-2xl" />
          <div className="grid grid-cols-3 gap-3">
            <Skeleton className="h-14 rounded-xl" />
            <Skeleton className="h-14 rounded-xl" />
            <Skeleton className="h-14 rounded-xl" />
          </div>
        </div>
      </div>
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}
