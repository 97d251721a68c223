import type { LandingBlockType, LandingPage } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CopyField } from '@/components/copy-assistant/copy-fields';
import { linesToListHtml } from '@/components/copy-assistant/copy-fields';
import { HelpMeWrite } from '@/components/copy-assistant/help-me-write';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { SelectField } from '@/components/ui/field';
import { PlusIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import {
  useLandingStats,
  useSaveLandingPage,
  useSetLandingStatus,
} from '@/features/landing-pages/api/landing-pages';
import {
  BLOCK_TYPES,
  draftOf,
  newBlock,
  newBlockId,
  type PageDraft,
  toInput,
} from '@/features/landing-pages/lib/blocks';
import { BlockList } from './block-list';
import { PageSettings } from './page-settings';

/** Editing one page: its settings, its blocks, saving and publishing. The preview shows what was saved. */
export function PageEditor({ page }: { page: LandingPage }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PageDraft>(() => draftOf(page));
  const [dirty, setDirty] = useState(false);
  const [adding, setAdding] = useState<LandingBlockType>('products');
  const save = useSaveLandingPage(page.id);
  const status = useSetLandingStatus(page.id);
  const stats = useLandingStats(page.id);
  const change = (patch: Partial<PageDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDirty(true);
  };

  const saveDraft = async () => {
    const saved = await save.mutateAsync(toInput(draft));
    setDraft(draftOf(saved));
    setDirty(false);
    return saved;
  };
  const onSave = () =>
    saveDraft().then(
      () => toast.success(t('landing.saved')),
      () => undefined,
    );
  const onPublish = async (publish: boolean) => {
    try {
      if (publish && dirty) await saveDraft();
      await status.mutateAsync(publish);
      toast.success(publish ? t('landing.publishedToast') : t('landing.unpublishedToast'));
    } catch {
      // The error shows under the buttons.
    }
  };
  const copyRequest = () => {
    const ids = draft.blocks.flatMap((block) => (block.type === 'products' ? block.productIds : []));
    const productIds = [...new Set(ids)].slice(0, 24);
    return productIds.length > 0
      ? { kind: 'landing' as const, product_ids: productIds, page_title: draft.title.slice(0, 120) }
      : null;
  };
  const acceptCopy = (field: CopyField, value: string) => {
    const text = value.trim();
    setDraft((current) => {
      const blocks = [...current.blocks];
      let heroAt = blocks.findIndex((block) => block.type === 'hero');
      if (field.id === 'bullets') {
        const list = { type: 'text' as const, id: newBlockId(), html: linesToListHtml(text) };
        blocks.splice(heroAt + 1, 0, list);
        return { ...current, blocks };
      }
      if (heroAt < 0) {
        blocks.unshift(newBlock('hero', t));
        heroAt = 0;
      }
      const hero = blocks[heroAt];
      if (hero?.type === 'hero') {
        blocks[heroAt] =
          field.id === 'hero_title'
            ? { ...hero, title: text.slice(0, 120) }
            : { ...hero, text: text.slice(0, 500) };
      }
      return { ...current, blocks };
    });
    setDirty(true);
  };
  const error = save.error ?? status.error;
  const published = page.status === 'published';

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title={t('landing.settings')}
          action={
            <Badge tone={published ? 'success' : 'neutral'} data-testid="landing-status">
              {published ? t('landing.status.published') : t('landing.status.draft')}
            </Badge>
          }
        />
        <CardBody>
          <PageSettings draft={draft} ownerId={page.ownerId} onChange={change} />
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title={t('landing.blocks')}
          description={t('landing.blocksHint', { max: 100 })}
          action={<HelpMeWrite kind="landing" request={copyRequest} onAccept={acceptCopy} />}
        />
        <CardBody className="space-y-4">
          <BlockList blocks={draft.blocks} onChange={(blocks) => change({ blocks })} stats={stats.data} />
          <div className="flex flex-wrap items-end gap-2">
            <SelectField
              label={t('landing.addBlock')}
              value={adding}
              containerClassName="min-w-48 flex-1 sm:flex-none"
              data-testid="add-block-type"
              onChange={(e) => setAdding(e.target.value as LandingBlockType)}
            >
              {BLOCK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`landing.types.${type}`)}
                </option>
              ))}
            </SelectField>
            <Button
              type="button"
              variant="outline"
              icon={<PlusIcon className="size-4" />}
              disabled={draft.blocks.length >= 100}
              onClick={() => change({ blocks: [...draft.blocks, newBlock(adding, t)] })}
              data-testid="add-block"
            >
              {t('landing.add')}
            </Button>
          </div>
        </CardBody>
      </Card>

      {error ? (
        <Alert tone="error" title={t('landing.saveFailed')}>
          <p>{error.message}</p>
        </Alert>
      ) : null}

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <Button
          type="button"
          size="sm"
          onClick={onSave}
          loading={save.isPending}
          disabled={!dirty}
          data-testid="landing-save"
        >
          {dirty ? t('landing.save') : t('landing.savedState')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant={published ? 'outline' : 'secondary'}
          loading={status.isPending}
          onClick={() => onPublish(!published)}
          data-testid="landing-publish"
        >
          {published ? t('landing.unpublish') : t('landing.publish')}
        </Button>
        <Link
          to={`/publisher/landing-page-design-preview?id=${page.id}`}
          className={buttonClasses('ghost', 'sm')}
        >
          {t('landing.preview')}
        </Link>
        <Link
          to={`/publisher/landing-page-api-preview?id=${page.id}`}
          className={buttonClasses('ghost', 'sm')}
        >
          {t('landing.apiPreview')}
        </Link>
        {published ? (
          <a
            href={page.path}
            target="_blank"
            rel="noopener"
            className={buttonClasses('ghost', 'sm')}
            data-testid="landing-open"
          >
            {t('landing.open')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
