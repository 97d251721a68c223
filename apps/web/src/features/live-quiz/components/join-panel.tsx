import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CopyIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';

/** The PIN in two groups of three, as it is read aloud in a hall. */
export function formatPin(pin: string): string {
  return pin.length === 6 ? `${pin.slice(0, 3)} ${pin.slice(3)}` : pin;
}

/** A QR code of the join address, drawn in the browser by the `qrcode` package (loaded only here). */
function JoinQr({ url, className }: { url: string; className?: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QR) => QR.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((text) => live && setSvg(text))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [url]);
  if (failed) return <p className="text-sm text-red-700">{t('liveQuiz.join.qrFailed')}</p>;
  if (!svg) return <Skeleton className={className} />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t('liveQuiz.join.qrAlt', { url })}
      className={clsx('rounded-xl bg-white', className)}
      data-testid="join-qr"
    />
  );
}

/** How players get in: the address, the PIN, a QR code, copy and WhatsApp share. */
export function JoinPanel({ pin, url, title }: { pin: string; url: string; title: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const display = url.replace(/^https?:\/\//, '').replace(/\?.*$/, '');
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(t('liveQuiz.join.shareText', { title, pin: formatPin(pin), url }))}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2_000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="flex flex-col items-center gap-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:p-8">
      <div className="min-w-0 flex-1 text-center sm:text-left">
        <p className="text-base text-slate-700 sm:text-xl">
          {t('liveQuiz.join.goTo')} <strong className="break-all text-slate-900">{display}</strong>
        </p>
        <p className="mt-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t('liveQuiz.join.pin')}
        </p>
        <p
          className="font-mono text-5xl font-black tracking-wider text-slate-900 tabular-nums sm:text-7xl lg:text-8xl"
          data-testid="game-pin"
        >
          {formatPin(pin)}
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-2 sm:justify-start">
          <Button variant="outline" icon={<CopyIcon className="size-4" />} onClick={() => void copy()}>
            {copied ? t('liveQuiz.join.copied') : t('liveQuiz.join.copy')}
          </Button>
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-[#1a7f3c] px-4 text-sm font-semibold text-white hover:bg-[#15692f]"
            data-testid="share-whatsapp"
          >
            <svg viewBox="0 0 24 24" className="size-4 fill-white" aria-hidden="true">
              <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2.1 1-2.4c.3-.3.6-.3.8-.3h.6c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.4 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.1 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l2 1c.3.1.5.2.5.3.1.2.1.7-.1 1.3z" />
            </svg>
            {t('liveQuiz.join.whatsapp')}
          </a>
        </div>
      </div>
      <JoinQr url={url} className="size-44 shrink-0 sm:size-56 lg:size-64" />
    </div>
  );
}
