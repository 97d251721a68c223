import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

/** Share a post: WhatsApp, X, Facebook, or copy its address. */
export function ShareButtons({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}${path}`;
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(url);
  const targets = [
    { label: 'WhatsApp', href: `https://wa.me/?text=${text}%20${link}` },
    { label: 'X', href: `https://twitter.com/intent/tweet?text=${text}&url=${link}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
  ];
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t('blog.share.label')}</legend>
      <span aria-hidden="true" className="text-sm font-medium text-slate-600">
        {t('blog.share.label')}
      </span>
      {targets.map((target) => (
        <a
          key={target.label}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline', 'sm')}
        >
          {target.label}
        </a>
      ))}
      <button
        type="button"
        className={buttonClasses('outline', 'sm')}
        onClick={() => {
          navigator.clipboard
            .writeText(url)
            .then(() => toast({ type: 'success', title: t('blog.share.copied') }))
            .catch(() => toast({ type: 'error', title: t('blog.share.copyFailed'), message: url }));
        }}
      >
        {t('blog.share.copy')}
      </button>
    </fieldset>
  );
}
