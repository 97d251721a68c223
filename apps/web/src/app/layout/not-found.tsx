import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { ArrowLeftIcon, SearchIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The app's own 404: part of the shell because any unknown address may need it. */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600">
        <SearchIcon className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold text-indigo-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" icon={<ArrowLeftIcon className="size-4" />}>
          {t('common.backHome')}
        </ButtonLink>
        <ButtonLink to="/products" variant="outline">
          {t('notFound.browse')}
        </ButtonLink>
      </div>
    </div>
  );
}
