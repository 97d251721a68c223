import type { Order } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog, type DeleteMode, RejectDialog } from '@/components/review/review-dialogs';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { CheckIcon } from '@/components/ui/icons';
import { TrashIcon, XCircleIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import { useApproveOrder, useDeleteOrder, useRejectOrder } from '@/features/orders/api/admin-orders';
import { NOTE_MAX, noteProblem } from '@/features/orders/lib/review-note';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { OrderHistory } from './order-history';
import { OrderStatusBadge } from './order-status-badge';
import { ProductThumb } from './product-thumb';
import { ProofPreview } from './proof-preview';

/** Orders that moved money are only taken back by force (refund and access withdrawn). */
function movedMoney(order: Order) {
  return order.status === 'paid' || order.status === 'refunded';
}

/** One order for an admin: buyer, product, amount, the transfer proof, and the decisions. */
export function OrderReviewCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const approve = useApproveOrder();
  const reject = useRejectOrder();
  const remove = useDeleteOrder();
  const [approveNote, setApproveNote] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [deleting, setDeleting] = useState<DeleteMode | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const reviewable = order.status === 'awaiting_review' || (order.status === 'pending' && order.has_proof);

  function doApprove() {
    approve.mutate(
      { id: order.id, note: approveNote.trim() || undefined },
      {
        onSuccess: () => toast.success(t('adminOrders.approved'), `${order.code} · ${order.product.name}`),
        onError: (error) => toast.error(t('adminOrders.actionFailed'), error),
      },
    );
  }

  function doReject(note: string, done: () => void) {
    reject.mutate(
      { id: order.id, note },
      {
        onSuccess: () => {
          toast.success(t('adminOrders.rejected'), order.code);
          setRejecting(false);
          done();
        },
        onError: (error) => toast.error(t('adminOrders.actionFailed'), error),
      },
    );
  }

  function doDelete(mode: DeleteMode) {
    remove.mutate(
      { id: order.id, force: mode === 'force' },
      {
        onSuccess: () => {
          toast.success(t('adminOrders.deleted'), order.code);
          setDeleting(null);
        },
        onError: (error) => {
          toast.error(t('adminOrders.actionFailed'), error);
          setDeleting(null);
        },
      },
    );
  }

  return (
    <article
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs"
      data-testid="order-review-card"
      data-order-code={order.code}
    >
      <div className="grid gap-4 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-3">
          <div className="flex gap-3">
            <ProductThumb
              src={order.product.image_url}
              format={order.product.product_format}
              className="w-16"
            />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <OrderStatusBadge status={order.status} />
                <span className="text-xs text-slate-500">{order.code}</span>
              </div>
              <h3 className="font-semibold break-words text-slate-900">{order.product.name}</h3>
              <p className="text-xs text-slate-500">
                {t('adminOrders.seller')}: {order.seller.name}
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="col-span-2">
              <dt className="text-xs text-slate-500">{t('adminOrders.buyer')}</dt>
              <dd className="font-medium break-words text-slate-900">
                {order.buyer.name} <span className="font-normal text-slate-500">· {order.buyer.email}</span>
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('orders.transfer.amount')}</dt>
              <dd className="text-base font-bold text-slate-900" data-testid="review-amount">
                {formatRupiah(order.amount)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('orders.method')}</dt>
              <dd className="font-medium text-slate-900">{t(`orders.methods.${order.payment_method}`)}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-xs text-slate-500">{t('orders.createdAt')}</dt>
              <dd className="text-slate-900">{formatDateTime(order.created_at, i18n.language)}</dd>
            </div>
          </dl>
          <button
            type="button"
            className="text-xs font-semibold text-indigo-700 hover:underline"
            onClick={() => setShowHistory((value) => !value)}
            aria-expanded={showHistory}
          >
            {showHistory ? t('adminOrders.hideHistory') : t('adminOrders.showHistory')}
          </button>
          {showHistory ? <OrderHistory events={order.events} /> : null}
        </div>
        <div className="min-w-0">
          <h4 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('orders.proof.title')}
          </h4>
          {order.has_proof ? (
            <ProofPreview orderId={order.id} />
          ) : (
            <p className="rounded-xl bg-slate-50 px-3 py-6 text-center text-sm text-slate-500">
              {t('adminOrders.noProof')}
            </p>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-2 border-t border-slate-100 bg-slate-50 px-4 py-3 sm:flex-row sm:flex-wrap sm:items-end sm:px-5">
        {reviewable ? (
          <>
            <InputField
              label={t('adminOrders.approveNote')}
              value={approveNote}
              maxLength={NOTE_MAX}
              onChange={(event) => setApproveNote(event.target.value)}
              placeholder={t('adminOrders.approveNotePlaceholder')}
              containerClassName="sm:min-w-56 sm:flex-1"
            />
            <div className="flex gap-2">
              <Button
                icon={<CheckIcon className="size-4" />}
                onClick={doApprove}
                loading={approve.isPending}
                data-testid="approve-order"
              >
                {t('adminOrders.approve')}
              </Button>
              <Button
                variant="outline"
                icon={<XCircleIcon className="size-4" />}
                onClick={() => setRejecting(true)}
                data-testid="reject-order"
              >
                {t('adminOrders.reject')}
              </Button>
            </div>
          </>
        ) : (
          <span className="flex-1" />
        )}
        <div className="flex gap-2 sm:ml-auto">
          {movedMoney(order) ? null : (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              icon={<TrashIcon className="size-4" />}
              onClick={() => setDeleting('normal')}
              data-testid="delete-order"
            >
              {t('common.delete')}
            </Button>
          )}
          {order.status === 'paid' ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              icon={<TrashIcon className="size-4" />}
              onClick={() => setDeleting('force')}
              data-testid="force-delete-order"
            >
              {t('adminOrders.forceDelete')}
            </Button>
          ) : null}
        </div>
      </div>

      <RejectDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={t('adminOrders.rejectTitle')}
        description={`${order.code} · ${order.product.name}`}
        confirmLabel={t('adminOrders.reject')}
        pending={reject.isPending}
        confirmTestId="confirm-reject-order"
        label={t('adminOrders.reason')}
        placeholder={t('adminOrders.reasonPlaceholder')}
        maxLength={NOTE_MAX}
        hintOf={() => t('adminOrders.reasonHint')}
        errorOf={(note) => {
          const problem = noteProblem(note);
          return problem ? t(`adminOrders.reasonProblems.${problem}`) : undefined;
        }}
        onReject={doReject}
      />

      <DeleteDialog
        mode={deleting}
        onClose={() => setDeleting(null)}
        textsOf={(mode) => ({
          title: mode === 'force' ? t('adminOrders.forceTitle') : t('adminOrders.deleteTitle'),
          confirmLabel: mode === 'force' ? t('adminOrders.forceDelete') : t('common.delete'),
          text: t(mode === 'force' ? 'adminOrders.forceText' : 'adminOrders.deleteText', {
            code: order.code,
            name: order.product.name,
            buyer: order.buyer.name,
          }),
        })}
        onDelete={doDelete}
        pending={remove.isPending}
        confirmTestId="confirm-delete-order"
      />
    </article>
  );
}
