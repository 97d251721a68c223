import { type DeckTheme, layoutSlide, type SlideAsset, type SlideContent, slideSvg } from '@pustaka/contract';

let drawings = 0;

/**
 * A slide as SVG markup, drawn by the same layout code as the PPTX and PDF exports (`layoutSlide`), so the
 * preview cannot show anything the files would not. Text in it is escaped by `slideSvg`.
 */
export function slideMarkup(
  content: SlideContent,
  theme: DeckTheme,
  assets: SlideAsset[],
  title?: string,
): string {
  const urls = new Map(assets.map((asset) => [asset.id, asset.url]));
  drawings += 1;
  return slideSvg(layoutSlide(content, theme), {
    imageHref: (id) => urls.get(id) ?? '',
    title,
    idPrefix: `s${drawings}-`,
  });
}
