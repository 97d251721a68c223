import clsx from 'clsx';

/**
 * Each answer has a shape and a colour, so it can be told apart without colour vision and named aloud
 * ("the blue diamond"). Colours keep white text at WCAG AA contrast.
 */
export const ANSWER_STYLES = [
  { shape: 'triangle', button: 'bg-rose-600 hover:bg-rose-700', bar: 'bg-rose-600' },
  { shape: 'diamond', button: 'bg-blue-600 hover:bg-blue-700', bar: 'bg-blue-600' },
  { shape: 'circle', button: 'bg-amber-600 hover:bg-amber-700', bar: 'bg-amber-600' },
  { shape: 'square', button: 'bg-emerald-700 hover:bg-emerald-800', bar: 'bg-emerald-700' },
  { shape: 'hexagon', button: 'bg-violet-600 hover:bg-violet-700', bar: 'bg-violet-600' },
  { shape: 'star', button: 'bg-cyan-700 hover:bg-cyan-800', bar: 'bg-cyan-700' },
] as const;

export type AnswerShape = (typeof ANSWER_STYLES)[number]['shape'];

export function answerStyle(index: number) {
  return ANSWER_STYLES[index % ANSWER_STYLES.length]!;
}

const PATHS: Record<AnswerShape, string> = {
  triangle: 'M12 3 22 20H2z',
  diamond: 'M12 2 22 12 12 22 2 12z',
  circle: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  square: 'M3 3h18v18H3z',
  hexagon: 'M7 3h10l5 9-5 9H7l-5-9z',
  star: 'm12 2 2.9 6.6 7.1.6-5.4 4.7 1.6 7L12 17.3 5.8 21l1.6-7L2 9.2l7.1-.6z',
};

/** The answer's shape, drawn in white (decorative: the button's label names it). */
export function ShapeIcon({ index, className }: { index: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={clsx('shrink-0 fill-white', className)}>
      <path d={PATHS[answerStyle(index).shape]} />
    </svg>
  );
}
