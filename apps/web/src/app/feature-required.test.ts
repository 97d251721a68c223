// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/i18n';
import id from '@/i18n/id.json';
import { api, configureApiClient } from '@/lib/api-client';
import { handleFeatureRequired } from './feature-required';
import { navigateTo } from './navigation';

vi.mock('./navigation', () => ({ navigateTo: vi.fn(async () => undefined) }));
vi.mock('@/components/ui/toast', () => ({ toast: { warning: vi.fn() } }));

const navigate = vi.mocked(navigateTo);
const warn = vi.mocked(toast.warning);

beforeAll(async () => {
  await i18n.init({
    lng: 'id',
    resources: { id: { translation: id } },
    interpolation: { escapeValue: false },
  });
  configureApiClient({ onFeatureRequired: handleFeatureRequired });
});

let clock = 1_000_000;
beforeEach(() => {
  // Each test is far from the previous one, so the repeat guard does not swallow it.
  clock += 60_000;
  vi.spyOn(Date, 'now').mockReturnValue(clock);
  window.history.replaceState(null, '', '/publisher/blog');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  navigate.mockClear();
  warn.mockClear();
});

function refuse(feature?: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            error: 'Fitur ini membutuhkan paket berbayar',
            code: 'FEATURE_REQUIRED',
            ...(feature ? { details: { feature } } : {}),
          }),
          { status: 403 },
        ),
    ),
  );
}

describe('a gated API call the plan does not cover', () => {
  it('names the feature in a notice and opens the plans', async () => {
    refuse('publish_blog');
    await expect(api.get('/publisher/blog/posts')).rejects.toMatchObject({ code: 'FEATURE_REQUIRED' });
    expect(warn).toHaveBeenCalledWith(
      'Fitur Blog kreator membutuhkan paket berbayar',
      'Pilih paket yang memuat fitur ini untuk melanjutkan.',
    );
    expect(navigate).toHaveBeenCalledWith('/subscription?feature=publish_blog');
  });

  it('says one thing once when several calls of a page are refused together', async () => {
    refuse('lms_access');
    await Promise.allSettled([api.get('/lms/a'), api.get('/lms/b'), api.get('/lms/c')]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/subscription?feature=lms_access');
  });

  it('stays on the plans when already there, and copes without a feature name', async () => {
    window.history.replaceState(null, '', '/subscription');
    refuse();
    await expect(api.get('/ai-slides/slideshows')).rejects.toMatchObject({ code: 'FEATURE_REQUIRED' });
    expect(warn).toHaveBeenCalledWith(
      'Fitur ini membutuhkan paket berbayar',
      'Pilih paket yang memuat fitur ini untuk melanjutkan.',
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows an unknown feature code as it is', () => {
    handleFeatureRequired('export_gslides', clock);
    expect(warn.mock.calls[0]?.[0]).toBe('Fitur export_gslides membutuhkan paket berbayar');
    expect(navigate).toHaveBeenCalledWith('/subscription?feature=export_gslides');
  });
});
