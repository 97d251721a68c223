import type { ManagedProduct, ProductFile, ProductStatus } from '@pustaka/contract';
import clsx from 'clsx';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PreviewDialog } from '@/components/media/preview-dialog';
import { DeleteDialog, type DeleteMode, RejectDialog } from '@/components/review/review-dialogs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CoverPlaceholder, KIND_OF_FORMAT, KindIcon, LazyImage } from '@/components/ui/cover';
import { CheckIcon } from '@/components/ui/icons';
import { EyeIcon, FileIcon, TrashIcon, XCircleIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import {
  useAdminDeleteProduct,
  useApproveProduct,
  useRejectProduct,
  useReviewFile,
} from '@/features/admin/api/products';
import { REASON_MAX, reasonProblem } from '@/features/admin/lib/review-rules';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { formatBytes, formatDuration } from '@/lib/units';

/** What is sold first, the free sample last. */
const ROLE_ORDER: ProductFile['role'][] = ['main', 'deck', 'track', 'lesson', 'sample'];

const statusTone = { draft: 'neutral', pending: 'warning', approved: 'success', rejected: 'danger' } as const;

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return <Badge tone={statusTone[status]}>{t(`productStatus.${status}`)}</Badge>;
}

function FileRow({ file, onPreview }: { file: ProductFile; onPreview: () => void }) {
  const { t, i18n } = useTranslation();
  const meta = [t(`editor.files.roles.${file.role}.short`), formatBytes(file.size_bytes, i18n.language)];
  if (file.duration_seconds !== null) meta.push(formatDuration(file.duration_seconds));
  if (file.page_count !== null) meta.push(t('editor.files.pages', { total: file.page_count }));
  if (file.slide_count !== null) meta.push(t('editor.files.slides', { total: file.slide_count }));
  return (
    <li className="flex items-center gap-3 py-2">
      <FileIcon className="size-5 shrink-0 text-slate-400" />
      <div className="min-w-0 flex-1">
        {/* On a phone the badge and button take most of the row: the name and details wrap rather than
            hide the page count or duration a reviewer needs. */}
        <p className="line-clamp-2 text-sm font-medium break-words text-slate-800">
          {file.title ?? file.original_name}
        </p>
        <p className="text-xs break-words text-slate-500">{meta.join(' · ')}</p>
      </div>
      <Badge tone={file.state === 'live' ? 'success' : 'warning'}>
        {t(`editor.files.state.${file.state}`)}
      </Badge>
      <Button
        size="sm"
        variant="outline"
        icon={<EyeIcon className="size-4" />}
        onClick={onPreview}
        data-testid="preview-file"
      >
        <span className="hidden sm:inline">{t('review.preview')}</span>
        <span className="sr-only sm:hidden">{t('review.preview')}</span>
      </Button>
    </li>
  );
}

/** The description, cut to a few lines with a fade when it is longer than that. */
function Description({ html }: { html: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new description must be measured again
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || expanded) return;
    const measure = () => setOverflows(node.scrollHeight > node.clientHeight + 1);
    measure();
    // A narrower window wraps the text onto more lines: measure again when the box changes size.
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [html, expanded]);

  if (!html.trim()) return <p className="text-sm text-slate-400 italic">{t('detail.noDescription')}</p>;
  return (
    <div>
      <div
        ref={ref}
        className={clsx(
          'prose-content text-sm',
          !expanded && 'relative max-h-24 overflow-hidden',
          !expanded &&
            overflows &&
            'after:absolute after:inset-x-0 after:bottom-0 after:h-8 after:bg-gradient-to-t after:from-white',
        )}
      >
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on save */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </div>
      {overflows || expanded ? (
        <button
          type="button"
          className="mt-1 text-xs font-semibold text-indigo-700 hover:underline"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('detail.showLess') : t('review.readMore')}
        </button>
      ) : null}
    </div>
  );
}

/** One product under review: what it is, who sells it, its files to open, and the reviewer's decisions. */
export function ReviewCard({ product }: { product: ManagedProduct }) {
  const { t, i18n } = useTranslation();
  const approve = useApproveProduct();
  const reject = useRejectProduct();
  const remove = useAdminDeleteProduct();
  const [rejecting, setRejecting] = useState(false);
  const [deleting, setDeleting] = useState<DeleteMode | null>(null);
  const [previewing, setPreviewing] = useState<ProductFile | null>(null);
  const preview = useReviewFile(product.id, previewing?.id ?? null);
  const files = [...product.files].sort(
    (a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) || a.position - b.position,
  );

  function doApprove() {
    approve.mutate(product.id, {
      onSuccess: () => toast.success(t('review.approved'), product.name),
      onError: (error) => toast.error(t('review.actionFailed'), error),
    });
  }

  function doReject(reason: string, done: () => void) {
    reject.mutate(
      { id: product.id, reason },
      {
        onSuccess: () => {
          toast.success(t('review.rejected'), product.name);
          setRejecting(false);
          done();
        },
        onError: (error) => toast.error(t('review.actionFailed'), error),
      },
    );
  }

  function doDelete(mode: DeleteMode) {
    remove.mutate(
      { id: product.id, force: mode === 'force' },
      {
        onSuccess: () => {
          toast.success(t('review.deleted'), product.name);
          setDeleting(null);
        },
        onError: (error) => {
          toast.error(t('review.actionFailed'), error);
          setDeleting(null);
        },
      },
    );
  }

  return (
    <article
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs"
      data-testid="review-card"
    >
      <div className="flex gap-4 p-4 sm:p-5">
        <div className="aspect-[3/4] w-20 shrink-0 self-start overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 sm:w-32">
          <LazyImage
            src={product.cover_url}
            alt=""
            className="size-full object-cover"
            fallback={<CoverPlaceholder kind={KIND_OF_FORMAT[product.format]} />}
          />
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <ProductStatusBadge status={product.status} />
            <Badge tone="brand">
              <KindIcon kind={KIND_OF_FORMAT[product.format]} className="size-3.5" />
              {t(`editor.formats.${product.format}.name`)}
            </Badge>
            {product.is_published ? <Badge tone="info">{t('review.onSale')}</Badge> : null}
            {product.is_published && product.has_staged_changes ? (
              <Badge tone="warning">{t('review.update')}</Badge>
            ) : null}
          </div>
          <h3 className="text-lg font-semibold break-words text-slate-900">{product.name}</h3>
          <p className="text-sm text-slate-600">
            {t('review.seller')}:{' '}
            <Link
              to={`/authors/${product.seller.id}`}
              className="font-medium text-indigo-700 hover:underline"
            >
              {product.seller.name}
            </Link>
            {product.category_id !== null ? ` · ${product.category}` : ''} ·{' '}
            <span className="font-semibold text-slate-900">
              {product.price === 0 ? t('products.free') : formatRupiah(product.price)}
            </span>
          </p>
          {product.submitted_at ? (
            <p className="text-xs text-slate-500">
              {t('review.submitted', { date: formatDateTime(product.submitted_at, i18n.language) })}
            </p>
          ) : null}
          {product.status === 'rejected' && product.rejection_reason ? (
            <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {t('editor.banner.reason')}: {product.rejection_reason}
            </p>
          ) : null}
          <Description html={product.description_html} />
        </div>
      </div>

      <div className="border-t border-slate-100 px-4 py-3 sm:px-5">
        <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('review.files')}</h4>
        {files.length ? (
          <ul className="divide-y divide-slate-100">
            {files.map((file) => (
              <FileRow key={file.id} file={file} onPreview={() => setPreviewing(file)} />
            ))}
          </ul>
        ) : (
          <p className="py-2 text-sm text-slate-500">{t('review.noFiles')}</p>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 bg-slate-50 px-4 py-3 sm:px-5">
        {product.status === 'pending' ? (
          <>
            <Button
              icon={<CheckIcon className="size-4" />}
              onClick={doApprove}
              loading={approve.isPending}
              data-testid="approve"
            >
              {t('review.approve')}
            </Button>
            <Button
              variant="outline"
              icon={<XCircleIcon className="size-4" />}
              onClick={() => setRejecting(true)}
              data-testid="reject"
            >
              {t('review.reject')}
            </Button>
          </>
        ) : null}
        <span className="flex-1" />
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          icon={<TrashIcon className="size-4" />}
          onClick={() => setDeleting('normal')}
        >
          {t('common.delete')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          onClick={() => setDeleting('force')}
        >
          {t('review.forceDelete')}
        </Button>
      </div>

      <RejectDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={t('review.rejectTitle')}
        description={product.name}
        confirmLabel={t('review.reject')}
        pending={reject.isPending}
        confirmTestId="confirm-reject"
        label={t('review.reason')}
        placeholder={t('review.reasonPlaceholder')}
        maxLength={REASON_MAX}
        hintOf={(reason) => t('review.reasonHint', { count: reason.trim().length })}
        errorOf={(reason) => {
          const problem = reasonProblem(reason);
          return problem ? t(`review.reason_${problem}`) : undefined;
        }}
        onReject={doReject}
      />

      <DeleteDialog
        mode={deleting}
        onClose={() => setDeleting(null)}
        textsOf={(mode) => ({
          title: mode === 'force' ? t('review.forceTitle') : t('review.deleteTitle'),
          confirmLabel: mode === 'force' ? t('review.forceDelete') : t('common.delete'),
          text: t(mode === 'force' ? 'review.forceText' : 'review.deleteText', { name: product.name }),
        })}
        onDelete={doDelete}
        pending={remove.isPending}
      />

      <PreviewDialog
        target={
          previewing
            ? { name: previewing.title ?? previewing.original_name, contentType: previewing.content_type }
            : null
        }
        blob={preview.data}
        loading={preview.isPending}
        error={preview.error}
        onClose={() => setPreviewing(null)}
      />
    </article>
  );
}
