import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast';

/** Reasons the server gives for a consent it refused, with their own explanation. */
const EXPLAINED = {
  google_state_invalid: 'aiSlides.google.stateInvalid',
  google_state_foreign: 'aiSlides.google.stateForeign',
} as const;

/** The key of the text that explains why connecting failed, from the callback's `reason`. */
export function googleFailureText(
  reason: string | null,
): (typeof EXPLAINED)[keyof typeof EXPLAINED] | 'aiSlides.google.connectFailed' {
  return (reason && EXPLAINED[reason as keyof typeof EXPLAINED]) || 'aiSlides.google.connectFailed';
}

/**
 * Back from Google's consent screen (`?google=connected` or `?google=error&reason=...`): says how it went
 * once, then drops the markers from the address.
 */
export function useGoogleReturn(onReturn?: () => void) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const returned = params.get('google');
  const reason = params.get('reason');

  useEffect(() => {
    if (!returned) return;
    if (returned === 'connected') toast.success(t('aiSlides.google.connected'));
    else toast.error(t(googleFailureText(reason)));
    onReturn?.();
    setParams(
      (current) => {
        current.delete('google');
        current.delete('reason');
        return current;
      },
      { replace: true },
    );
  }, [returned, reason, setParams, onReturn, t]);
}
