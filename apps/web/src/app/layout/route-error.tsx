import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { AlertIcon, RefreshIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api-client';
import { NotFound } from './not-found';

/** Thrown by a lazy route whose chunk could not be fetched (usually a deploy replaced it). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A page of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** Errors of a page render inside the shell; a failed lazy load offers a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  const chunk = isChunkLoadError(error);
  // A failed API call names its request: the reference a user can quote to support.
  const reference = isApiError(error) ? error.requestId : undefined;
  if (!chunk) console.error(error);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" role="alert">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-amber-50 text-amber-600">
        {chunk ? <RefreshIcon className="size-8" /> : <AlertIcon className="size-8" />}
      </span>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">
        {chunk ? t('errors.chunkTitle') : t('errors.pageTitle')}
      </h1>
      <p className="mt-3 text-slate-600">{chunk ? t('errors.chunkText') : t('errors.pageText')}</p>
      {reference ? (
        <p className="mt-3 text-sm break-all text-slate-500 select-all">
          {t('errors.reference', { id: reference })}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()} icon={<RefreshIcon className="size-4" />}>
          {t('errors.reload')}
        </Button>
        <ButtonLink to="/" variant="outline">
          {t('common.backHome')}
        </ButtonLink>
      </div>
    </div>
  );
}
