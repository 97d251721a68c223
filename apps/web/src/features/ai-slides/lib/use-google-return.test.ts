import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import id from '@/i18n/id.json';
import { googleFailureText } from './use-google-return';

describe('googleFailureText', () => {
  it('explains a refused state apart from other failures, in both languages', () => {
    expect(googleFailureText('google_state_foreign')).toBe('aiSlides.google.stateForeign');
    expect(googleFailureText('google_state_invalid')).toBe('aiSlides.google.stateInvalid');
    expect(googleFailureText('access_denied')).toBe('aiSlides.google.connectFailed');
    expect(googleFailureText(null)).toBe('aiSlides.google.connectFailed');
    for (const key of ['stateForeign', 'stateInvalid'] as const) {
      expect(id.aiSlides.google[key]).toBeTruthy();
      expect(en.aiSlides.google[key]).toBeTruthy();
    }
  });
});
