import clsx from 'clsx';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={clsx(
          'inline-block animate-spin rounded-full border-2 border-current border-r-transparent',
          className ?? 'size-4',
        )}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** A centred spinner for a region that is loading. */
export function LoadingBlock({ label, className }: { label: string; className?: string }) {
  return (
    <div className={clsx('flex min-h-40 items-center justify-center text-indigo-600', className)}>
      <Spinner className="size-8" label={label} />
    </div>
  );
}
