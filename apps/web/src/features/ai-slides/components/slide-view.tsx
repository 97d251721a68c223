import '@fontsource/dejavu-sans/400.css';
import '@fontsource/dejavu-sans/700.css';
import type { DeckTheme, SlideAsset, SlideContent } from '@pustaka/contract';
import clsx from 'clsx';
import { useMemo } from 'react';
import { slideMarkup } from '@/features/ai-slides/lib/slide-render';

/**
 * One slide drawn by the shared layout (the one the PPTX and PDF exports use), scaled to the width it is
 * given at 16:9. DejaVu Sans is loaded with it: the layout measured its lines with that font's widths.
 */
export function SlideView({
  content,
  theme,
  assets,
  label,
  className,
  testId = 'slide-svg',
}: {
  content: SlideContent;
  theme: DeckTheme;
  assets: SlideAsset[];
  label: string;
  className?: string;
  testId?: string;
}) {
  const markup = useMemo(() => slideMarkup(content, theme, assets, label), [content, theme, assets, label]);
  return (
    <div
      className={clsx(
        'aspect-video w-full overflow-hidden bg-slate-200 [&>svg]:block [&>svg]:h-full [&>svg]:w-full',
        className,
      )}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: slideSvg escapes every text and checks every colour
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
