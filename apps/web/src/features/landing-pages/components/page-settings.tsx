import { LANDING_SLUG_PATTERN } from '@pustaka/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { InputField, TextareaField } from '@/components/ui/field';
import { BRAND_COLORS, type PageDraft, THEME_SWATCH, THEMES } from '@/features/landing-pages/lib/blocks';

/** Title, address, description, theme and brand colour of a page. */
export function PageSettings({
  draft,
  ownerId,
  onChange,
}: {
  draft: PageDraft;
  ownerId: number;
  onChange: (patch: Partial<PageDraft>) => void;
}) {
  const { t } = useTranslation();
  const slugOk = LANDING_SLUG_PATTERN.test(draft.slug);
  return (
    <div className="space-y-4">
      <InputField
        label={t('landing.fields.pageTitle')}
        value={draft.title}
        maxLength={120}
        required
        onChange={(e) => onChange({ title: e.target.value })}
      />
      <InputField
        label={t('landing.fields.slug')}
        hint={`${window.location.origin}/${ownerId}/${draft.slug}`}
        error={slugOk ? undefined : t('landing.slugRule')}
        value={draft.slug}
        maxLength={60}
        required
        autoCapitalize="none"
        spellCheck={false}
        data-testid="landing-slug"
        onChange={(e) => onChange({ slug: e.target.value.toLowerCase() })}
      />
      <TextareaField
        label={t('landing.fields.description')}
        hint={t('landing.fields.descriptionHint')}
        value={draft.description}
        maxLength={300}
        className="min-h-20"
        onChange={(e) => onChange({ description: e.target.value })}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('landing.fields.theme')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {THEMES.map((theme) => (
            <label
              key={theme}
              className={clsx(
                'flex cursor-pointer items-center gap-2 rounded-lg border p-2 text-sm',
                draft.theme === theme ? 'border-indigo-500 ring-2 ring-indigo-200' : 'border-slate-200',
              )}
            >
              <input
                type="radio"
                name="landing-theme"
                className="sr-only"
                checked={draft.theme === theme}
                onChange={() => onChange({ theme })}
              />
              <span
                aria-hidden
                className="flex size-7 items-center justify-center rounded-md text-xs font-bold ring-1 ring-slate-300"
                style={{ background: THEME_SWATCH[theme].bg, color: THEME_SWATCH[theme].text }}
              >
                Aa
              </span>
              {t(`landing.themes.${theme}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('landing.fields.brandColor')}</legend>
        <div className="flex flex-wrap items-center gap-2">
          {BRAND_COLORS.map((color) => (
            <button
              key={color}
              type="button"
              onClick={() => onChange({ brandColor: color })}
              aria-label={color}
              aria-pressed={draft.brandColor.toLowerCase() === color}
              className={clsx(
                'size-8 rounded-full ring-offset-2',
                draft.brandColor.toLowerCase() === color && 'ring-2 ring-slate-900',
              )}
              style={{ background: color }}
            />
          ))}
          <label className="flex items-center gap-2 text-sm text-slate-600">
            <input
              type="color"
              value={draft.brandColor}
              onChange={(e) => onChange({ brandColor: e.target.value })}
              className="h-8 w-10 cursor-pointer rounded border border-slate-300"
            />
            {t('landing.customColor')}
          </label>
        </div>
      </fieldset>
    </div>
  );
}
