import { LIVE_QUIZ_LIMITS } from '@pustaka/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { usePinLookup } from '@/features/live-quiz/api/live-games';

const inputClasses =
  'h-14 w-full rounded-xl border-2 border-slate-300 bg-white px-4 text-center text-2xl font-bold text-slate-900 focus:border-indigo-600 focus:outline-none';

/**
 * The two steps into a game: the PIN (prefilled from a QR code or link), then a nickname. The PIN is
 * looked up first so a mistyped PIN, an ended, full or locked game is said before the nickname is asked.
 */
export function JoinForm({
  initialPin,
  initialNickname,
  error,
  onJoin,
}: {
  initialPin: string;
  initialNickname: string;
  error: string | null;
  onJoin: (pin: string, nickname: string) => void;
}) {
  const { t } = useTranslation();
  const [pinInput, setPinInput] = useState(initialPin);
  const [pin, setPin] = useState<string | null>(/^\d{6}$/.test(initialPin) ? initialPin : null);
  const [nickname, setNickname] = useState(initialNickname.slice(0, LIVE_QUIZ_LIMITS.nicknameMax));
  const lookup = usePinLookup(pin);

  const submitPin = (event: FormEvent) => {
    event.preventDefault();
    const digits = pinInput.replace(/\D/g, '');
    setPinInput(digits);
    if (digits.length === 6 && digits === pin) void lookup.refetch();
    setPin(digits.length === 6 ? digits : null);
  };
  const submitName = (event: FormEvent) => {
    event.preventDefault();
    if (pin && nickname.trim()) onJoin(pin, nickname.trim());
  };

  const pinError =
    pin === null && pinInput.replace(/\D/g, '').length > 0 && pinInput.replace(/\D/g, '').length !== 6
      ? t('liveQuiz.join.pinSixDigits')
      : lookup.isError
        ? lookup.error.message
        : lookup.data && !lookup.data.joinable
          ? lookup.data.locked
            ? t('liveQuiz.join.gameLocked')
            : t('liveQuiz.join.gameFull')
          : null;

  if (pin && lookup.data?.joinable) {
    return (
      <form onSubmit={submitName} className="space-y-4" noValidate>
        <div className="text-center">
          <p className="text-sm font-semibold text-indigo-100">{t('liveQuiz.join.game', { pin })}</p>
          <h1 className="text-2xl font-bold text-white">{lookup.data.title}</h1>
        </div>
        <label htmlFor="live-nickname" className="sr-only">
          {t('liveQuiz.join.nickname')}
        </label>
        <input
          id="live-nickname"
          className={inputClasses}
          placeholder={t('liveQuiz.join.nickname')}
          value={nickname}
          maxLength={LIVE_QUIZ_LIMITS.nicknameMax}
          onChange={(event) => setNickname(event.target.value)}
          autoComplete="nickname"
          // biome-ignore lint/a11y/noAutofocus: the only field of a one-step screen on a phone
          autoFocus
        />
        {error ? <Alert tone="error" title={error} /> : null}
        <Button
          type="submit"
          size="lg"
          className="h-14 w-full bg-slate-900 text-lg hover:bg-slate-800"
          disabled={!nickname.trim()}
        >
          {t('liveQuiz.join.enter')}
        </Button>
        <button
          type="button"
          className="block w-full text-center text-sm text-indigo-100 underline"
          onClick={() => setPin(null)}
        >
          {t('liveQuiz.join.otherPin')}
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={submitPin} className="space-y-4" noValidate>
      <h1 className="text-center text-2xl font-bold text-white">{t('liveQuiz.join.title')}</h1>
      <label htmlFor="live-pin" className="sr-only">
        {t('liveQuiz.join.pin')}
      </label>
      <input
        id="live-pin"
        className={`${inputClasses} tracking-[0.3em]`}
        placeholder={t('liveQuiz.join.pinPlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={pinInput}
        onChange={(event) => setPinInput(event.target.value)}
      />
      {pinError ? <Alert tone="error" title={pinError} /> : null}
      {!pinError && error && !pin ? <Alert tone="error" title={error} /> : null}
      <Button
        type="submit"
        size="lg"
        className="h-14 w-full bg-slate-900 text-lg hover:bg-slate-800"
        loading={lookup.isFetching}
      >
        {t('liveQuiz.join.next')}
      </Button>
    </form>
  );
}
