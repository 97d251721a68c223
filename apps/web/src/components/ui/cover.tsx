import clsx from 'clsx';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { BookIcon, HeadphonesIcon, PresentationIcon, VideoIcon } from './icons';

/** The four kinds of content; each has its colour and icon wherever a cover is missing. */
export type CoverKind = 'book' | 'audio' | 'video' | 'slides';

/** Format codes (PDF, MP3, CRS, PPT) to kinds. */
export const KIND_OF_FORMAT: Record<'PDF' | 'MP3' | 'CRS' | 'PPT', CoverKind> = {
  PDF: 'book',
  MP3: 'audio',
  CRS: 'video',
  PPT: 'slides',
};

const tones: Record<CoverKind, string> = {
  book: 'from-indigo-500 to-violet-500',
  audio: 'from-emerald-500 to-teal-500',
  video: 'from-rose-500 to-orange-400',
  slides: 'from-amber-500 to-yellow-400',
};

export function KindIcon({ kind, className }: { kind: CoverKind; className?: string }) {
  if (kind === 'audio') return <HeadphonesIcon className={className} />;
  if (kind === 'video') return <VideoIcon className={className} />;
  if (kind === 'slides') return <PresentationIcon className={className} />;
  return <BookIcon className={className} />;
}

/** A coloured panel with the kind's icon, in place of a missing or broken cover. */
export function CoverPlaceholder({
  kind,
  className,
  iconClassName = 'size-12',
}: {
  kind: CoverKind;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <div
      data-testid="cover-placeholder"
      className={clsx('flex size-full items-center justify-center bg-gradient-to-br', tones[kind], className)}
    >
      <KindIcon kind={kind} className={clsx('text-white/90', iconClassName)} />
    </div>
  );
}

interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Shown when there is no picture or it fails to load. */
  fallback: ReactNode;
  /** How far outside the viewport loading starts (the specification's 50px). */
  rootMargin?: string;
}

/**
 * An image fetched only once it comes within `rootMargin` of the viewport. An IntersectionObserver is used
 * instead of `loading="lazy"` because browsers pick their own, much larger, distance for the native one.
 */
export function LazyImage({ src, alt, className, fallback, rootMargin = '50px' }: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const node = ref.current;
    if (!node || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  if (!src || failed === src) return <>{fallback}</>;
  return (
    <div ref={ref} className="size-full">
      {visible ? (
        <img
          src={src}
          alt={alt}
          decoding="async"
          className={clsx(
            'transition-opacity duration-300',
            loaded === src ? 'opacity-100' : 'opacity-0',
            className,
          )}
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
        />
      ) : null}
    </div>
  );
}
