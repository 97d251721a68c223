import type { LiveGame } from '@pustaka/contract';

/**
 * The games this browser started, with their host tokens: a reload of the host's page attaches to the game
 * again. The token comes only with the create response, so it is kept here.
 */
const PREFIX = 'live_quiz_host:';

export function rememberHostedGame(game: LiveGame): void {
  try {
    window.localStorage.setItem(`${PREFIX}${game.id}`, JSON.stringify(game));
  } catch {
    // Without storage the game still runs; only a reload loses the host's controls.
  }
}

export function findHostedGame(id: number): LiveGame | null {
  try {
    const raw = window.localStorage.getItem(`${PREFIX}${id}`);
    if (!raw) return null;
    const game = JSON.parse(raw) as LiveGame;
    return typeof game.host_token === 'string' && game.id === id ? game : null;
  } catch {
    return null;
  }
}

export function forgetHostedGame(id: number): void {
  try {
    window.localStorage.removeItem(`${PREFIX}${id}`);
  } catch {
    // Nothing to forget.
  }
}
