import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PreviewWidth = 'phone' | 'desktop';
const WIDTHS: Record<PreviewWidth, number> = { phone: 375, desktop: 1280 };

/**
 * The page as visitors see it, from the server's own HTML, in a frame of a phone's or a desktop's width (the
 * desktop frame is scaled down to fit). The frame runs no script (the sandbox allows none), so its same origin only lets it load the images.
 */
export function LandingPreview({
  html,
  width,
  height = 720,
}: {
  html: string;
  width: PreviewWidth;
  height?: number;
}) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width ?? 0));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const frameWidth = WIDTHS[width];
  const scale = available > 0 ? Math.min(1, available / frameWidth) : 1;
  const doc = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><base target="_blank"><style>body{margin:0}</style></head><body>${html}</body></html>`;
  return (
    <div ref={boxRef} className="w-full" style={{ height: height * scale }}>
      <iframe
        title={t('landing.previewFrame')}
        srcDoc={doc}
        sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        className={clsx(
          'block origin-top-left rounded-xl border border-slate-300 bg-white shadow-sm',
          width === 'phone' && 'mx-auto',
        )}
        style={{ width: frameWidth, height, transform: `scale(${scale})` }}
        data-testid="landing-preview-frame"
      />
    </div>
  );
}

export function WidthToggle({
  value,
  onChange,
}: {
  value: PreviewWidth;
  onChange: (value: PreviewWidth) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-label={t('landing.previewWidth')}
      className="inline-flex rounded-lg bg-slate-100 p-1"
    >
      {(['phone', 'desktop'] as const).map((option) => (
        // biome-ignore lint/a11y/useSemanticElements: a segmented control; radio inputs would need hiding and labels.
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          onClick={() => onChange(option)}
          className={clsx(
            'rounded-md px-3 py-1.5 text-sm font-semibold',
            value === option ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {t(`landing.width.${option}`)}
        </button>
      ))}
    </div>
  );
}
