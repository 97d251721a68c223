import { useResendVerification } from '@/features/auth/hooks/use-resend-verification';
import { ResendButton } from './verification-banner';

/** The banner's resend button and the feedback next to it; loaded lazily by the banner. */
export default function VerificationBannerResend({ redirect }: { redirect: string }) {
  const { send, sending, feedback } = useResendVerification();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {feedback ? (
        <span
          role={feedback.tone === 'error' ? 'alert' : 'status'}
          className={feedback.tone === 'error' ? 'text-sm text-red-800' : 'text-sm text-emerald-800'}
        >
          {feedback.text}
        </span>
      ) : null}
      <ResendButton sending={sending} onClick={() => send(redirect)} />
    </div>
  );
}
