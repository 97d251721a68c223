import { describe, expect, it } from 'vitest';
import { clampPage, mediaKind, nextZoom, resumePage } from './media-rules';

describe('nextZoom', () => {
  it('steps from fit-to-width using the scale shown', () => {
    expect(nextZoom('fit', 0.62, 1)).toBe(0.75);
    expect(nextZoom('fit', 0.62, -1)).toBe(0.5);
  });

  it('steps between fixed scales and stops at the ends', () => {
    expect(nextZoom(1, 1, 1)).toBe(1.25);
    expect(nextZoom(1, 1, -1)).toBe(0.75);
    expect(nextZoom(3, 3, 1)).toBe(3);
    expect(nextZoom(0.5, 0.5, -1)).toBe(0.5);
  });
});

describe('clampPage', () => {
  it('keeps the page within the document', () => {
    expect(clampPage(0, 5, 2)).toBe(1);
    expect(clampPage(9, 5, 2)).toBe(5);
    expect(clampPage(3, 5, 2)).toBe(3);
    expect(clampPage(Number.NaN, 5, 2)).toBe(2);
    expect(clampPage(2, 0, 1)).toBe(1);
  });
});

describe('mediaKind', () => {
  it('groups content types by how they are previewed', () => {
    expect(mediaKind('application/pdf')).toBe('pdf');
    expect(mediaKind('audio/mpeg')).toBe('audio');
    expect(mediaKind('video/mp4; codecs=avc1')).toBe('video');
    expect(mediaKind('image/webp')).toBe('image');
    expect(mediaKind('application/vnd.openxmlformats-officedocument.presentationml.presentation')).toBe(
      'other',
    );
    expect(mediaKind(null)).toBe('other');
  });
});

describe('resumePage', () => {
  it('stays within the book', () => {
    expect(resumePage(2, 10)).toBe(2);
    expect(resumePage(12, 10)).toBe(10);
    expect(resumePage(0, 10)).toBe(1);
    expect(resumePage(null, 10)).toBe(1);
    expect(resumePage(3, 0)).toBe(1);
  });
});
