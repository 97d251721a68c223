import { Skeleton } from '@/components/ui/skeleton';

export function CheckoutSkeleton() {
  return (
    <div
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      aria-busy="true"
      data-testid="checkout-loading"
    >
      <Skeleton className="h-96 w-full rounded-2xl" />
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
        <div className="flex gap-4">
          <Skeleton className="aspect-[3/4] w-20 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-16 rounded-full" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}
