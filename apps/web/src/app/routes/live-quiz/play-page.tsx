import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '@/features/auth/lib/session-store';
import { PlayerGame } from '@/features/live-quiz/components/player-game';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /play (and /play?pin=123456 from the QR code or a shared link): a player's phone in a live game. No login
 * needed; a signed-in learner joins under their account.
 */
export function PlayPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  useDocumentTitle(t('liveQuiz.player.title'));
  const pin = (params.get('pin') ?? '').replace(/\D/g, '').slice(0, 6);
  return (
    <PlayerGame
      initialPin={pin}
      defaultNickname={session.user?.first_name ?? ''}
      authToken={session.isAuthenticated ? session.token : null}
    />
  );
}
