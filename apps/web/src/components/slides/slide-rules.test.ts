import { describe, expect, it } from 'vitest';
import { deckViewOf, fitInside, slideKeyAction } from './slide-rules';

describe('slides', () => {
  it('maps the keys presenters use', () => {
    expect(slideKeyAction('ArrowRight')).toBe('next');
    expect(slideKeyAction(' ')).toBe('next');
    expect(slideKeyAction('PageUp')).toBe('previous');
    expect(slideKeyAction('Home')).toBe('first');
    expect(slideKeyAction('End')).toBe('last');
    expect(slideKeyAction('a')).toBeUndefined();
  });
  it('fits a page inside a box by its tighter side', () => {
    expect(fitInside({ width: 960, height: 540 }, { width: 1920, height: 1200 })).toBe(2);
    expect(fitInside({ width: 960, height: 540 }, { width: 1000, height: 270 })).toBe(0.5);
    expect(fitInside({ width: 0, height: 540 }, { width: 100, height: 100 })).toBe(1);
  });
});

describe('deckViewOf', () => {
  const pptx = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  const rendition = (status: 'pending' | 'ready' | 'unavailable', url: string | null = null) => ({
    status,
    url,
    page_count: status === 'ready' ? 4 : null,
  });

  it('draws a PDF deck as it is, whatever is said of a rendition', () => {
    expect(deckViewOf({ content_type: 'application/pdf', rendition: null })).toBe('pdf');
  });
  it('draws a PowerPoint deck from its PDF once it is ready', () => {
    expect(
      deckViewOf({ content_type: pptx, rendition: rendition('ready', '/api/v2/files/signed/x.y') }),
    ).toBe('rendition');
  });
  it('waits while the PDF is made', () => {
    expect(deckViewOf({ content_type: pptx, rendition: rendition('pending') })).toBe('preparing');
  });
  it("shows the deck's text when no PDF can be made, or a ready one has no address", () => {
    expect(deckViewOf({ content_type: pptx, rendition: rendition('unavailable') })).toBe('text');
    expect(deckViewOf({ content_type: pptx, rendition: rendition('ready') })).toBe('text');
    expect(deckViewOf({ content_type: pptx, rendition: null })).toBe('text');
  });
});
