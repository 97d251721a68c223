import { type DeckTheme, paletteOf, THEME_NAMES, THEMES } from '@pustaka/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useUpdateSlideshow } from '@/features/ai-slides/api/slideshows';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The deck's theme and brand colour (which takes the theme's accent); saved for every slide at once. */
export function ThemePicker({ deckId, theme }: { deckId: number; theme: DeckTheme }) {
  const { t } = useTranslation();
  const update = useUpdateSlideshow(deckId);
  const [brand, setBrand] = useState(theme.brand_color ?? '');
  useEffect(() => setBrand(theme.brand_color ?? ''), [theme.brand_color]);
  const save = (next: DeckTheme) =>
    update.mutate({ theme: next }, { onError: (error) => toast.error(t('aiSlides.theme.failed'), error) });
  const brandValid = brand === '' || HEX.test(brand);
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-semibold text-slate-900">{t('aiSlides.theme.title')}</legend>
      <div className="grid grid-cols-5 gap-2">
        {THEME_NAMES.map((name) => {
          const palette = paletteOf({ name, brand_color: theme.brand_color });
          return (
            <label
              key={name}
              title={t(`aiSlides.theme.names.${name}`)}
              className={`flex aspect-video cursor-pointer flex-col justify-end overflow-hidden rounded-md p-1 ring-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 ${theme.name === name ? 'ring-indigo-600' : 'ring-slate-200'}`}
              style={{ background: THEMES[name].background }}
            >
              <input
                type="radio"
                name="deck-theme"
                className="sr-only"
                checked={theme.name === name}
                disabled={update.isPending}
                aria-label={t(`aiSlides.theme.names.${name}`)}
                onChange={() => save({ ...theme, name })}
              />
              <span className="h-1 w-full rounded" style={{ background: palette.accent }} />
            </label>
          );
        })}
      </div>
      <p className="text-xs text-slate-600">{t(`aiSlides.theme.names.${theme.name}`)}</p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="space-y-1 text-sm font-medium text-slate-800">
          <span className="block">{t('aiSlides.theme.brand')}</span>
          <span className="flex items-center gap-2">
            <input
              type="color"
              className="h-9 w-12 cursor-pointer rounded border border-slate-300"
              value={HEX.test(brand) ? brand : THEMES[theme.name].accent}
              aria-label={t('aiSlides.theme.brandPicker')}
              onChange={(event) => setBrand(event.target.value)}
            />
            <input
              className="h-9 w-28 rounded-lg border border-slate-300 px-2 font-mono text-sm"
              value={brand}
              placeholder="#RRGGBB"
              aria-label={t('aiSlides.theme.brandHex')}
              aria-invalid={!brandValid || undefined}
              onChange={(event) => setBrand(event.target.value.trim())}
            />
          </span>
        </label>
        <Button
          size="sm"
          variant="outline"
          disabled={!brandValid || (brand || null) === theme.brand_color}
          loading={update.isPending}
          onClick={() => save({ ...theme, brand_color: brand ? brand.toLowerCase() : null })}
        >
          {t('aiSlides.theme.applyBrand')}
        </Button>
        {theme.brand_color ? (
          <Button size="sm" variant="ghost" onClick={() => save({ ...theme, brand_color: null })}>
            {t('aiSlides.theme.clearBrand')}
          </Button>
        ) : null}
      </div>
      {!brandValid ? <p className="text-sm text-red-600">{t('aiSlides.theme.brandInvalid')}</p> : null}
    </fieldset>
  );
}
