// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSlideKeys } from './use-slide-keys';

const press = (key: string) => {
  const event = new KeyboardEvent('keydown', { key, cancelable: true });
  window.dispatchEvent(event);
  return event;
};

afterEach(cleanup);

describe('useSlideKeys', () => {
  it('moves through the slides in fullscreen and leaves with Escape', () => {
    const go = vi.fn();
    const onExit = vi.fn();
    renderHook(() =>
      useSlideKeys({ rootRef: { current: null }, fullscreen: true, onExit, page: 3, pages: 9, go }),
    );
    expect(press('ArrowRight').defaultPrevented).toBe(true);
    press('ArrowLeft');
    press('Home');
    press('End');
    expect(go.mock.calls).toEqual([[4], [2], [1], [9]]);
    press('Escape');
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('leaves the keys alone before the deck can move, and in the page view without focus', () => {
    renderHook(() =>
      useSlideKeys({ rootRef: { current: null }, fullscreen: true, page: 1, pages: 0, go: undefined }),
    );
    expect(press('ArrowRight').defaultPrevented).toBe(false);
    cleanup();
    const go = vi.fn();
    renderHook(() =>
      useSlideKeys({
        rootRef: { current: document.createElement('section') },
        fullscreen: false,
        page: 1,
        pages: 5,
        go,
      }),
    );
    expect(press('ArrowRight').defaultPrevented).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });
});
