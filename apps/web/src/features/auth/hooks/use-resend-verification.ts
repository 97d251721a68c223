import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { useSendVerification } from '@/features/auth/api/auth-actions';
import { isApiError } from '@/lib/api-client';

const MESSAGE_MS = 3000;

export interface ResendFeedback {
  tone: 'success' | 'error';
  text: string;
}

/** Resending the verification email, with the texts of spec section 8; feedback clears after 3 seconds. */
export function useResendVerification() {
  const { t } = useTranslation();
  const mutation = useSendVerification();
  const [feedback, setFeedback] = useState<ResendFeedback | null>(null);

  useEffect(() => {
    if (!feedback) return;
    const timer = window.setTimeout(() => setFeedback(null), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [feedback]);

  function send(redirect: string) {
    mutation.mutate(redirect, {
      onSuccess: (envelope) => {
        if (envelope.message) {
          const text = t('verification.sent');
          setFeedback({ tone: 'success', text });
          toast.success(t('verification.sentTitle'), text);
        } else {
          const text = t('verification.sendFailed');
          setFeedback({ tone: 'error', text });
          toast.error(text);
        }
      },
      onError: (error) => {
        const text = isApiError(error) && error.status !== 0 ? error.message : t('verification.sendError');
        setFeedback({ tone: 'error', text });
        toast.error(t('verification.sendErrorTitle'), text);
      },
    });
  }

  return { send, sending: mutation.isPending, feedback };
}
