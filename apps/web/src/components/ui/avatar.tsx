import clsx from 'clsx';
import { useState } from 'react';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-20 text-2xl',
  xl: 'size-28 text-3xl',
} as const;

/** A round picture, or the initials when there is none or it fails to load. */
export function Avatar({
  src,
  initials,
  alt,
  size = 'md',
  className,
}: {
  src?: string | null;
  initials: string;
  alt: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src && failed !== src;
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-100 font-semibold text-indigo-700',
        sizes[size],
        className,
      )}
    >
      {showImage ? (
        <img src={src} alt={alt} className="size-full object-cover" onError={() => setFailed(src)} />
      ) : (
        <span aria-hidden="true">{initials}</span>
      )}
    </span>
  );
}
