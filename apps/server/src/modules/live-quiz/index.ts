import { LIVE_QUIZ_WS_PATH } from '@pustaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WebSocketServer } from 'ws';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { recordGameResults } from './games.ts';
import { LiveQuizHub } from './hub.ts';
import { publicLiveQuizRoutes } from './routes/public.ts';
import { publisherLiveQuizRoutes } from './routes/publisher.ts';
import { refusalResponse, SocketGate } from './socket-gate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live games (tests drive their clocks through it). */
    liveQuiz: LiveQuizHub;
  }
}

/** Larger frames are cut by the WebSocket library itself; up to this the hub answers with a clear error. */
const WS_MAX_PAYLOAD = 64 * 1024;

/**
 * The live quiz game: the host's HTTP API (under /api/v2), the public PIN lookup, and the WebSocket at
 * LIVE_QUIZ_WS_PATH served by one hub per process.
 */
export function createLiveQuiz(
  ctx: AppContext,
  authenticate: (token: string) => Promise<Principal>,
  log: (error: unknown, message: string) => void,
): { api: FastifyPluginAsyncZod; socket: FastifyPluginAsync; hub: LiveQuizHub } {
  const hub = new LiveQuizHub(ctx, {
    authenticate,
    recordResults: (game) => recordGameResults(ctx, game),
    log,
  });

  const api: FastifyPluginAsyncZod = async (app) => {
    await app.register(publisherLiveQuizRoutes(ctx));
    await app.register(publicLiveQuizRoutes(ctx));
  };

  const socket: FastifyPluginAsync = fp(async (app) => {
    app.decorate('liveQuiz', hub);
    const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD, perMessageDeflate: false });
    const gate = new SocketGate({
      allowed: ctx.config.liveQuiz.allowedOrigins,
      allowLoopback: ctx.config.liveQuiz.allowLoopbackOrigins,
      trustProxy: ctx.config.trustProxy,
      maxSocketsPerAddress: ctx.config.liveQuiz.maxSocketsPerAddress,
    });
    app.server.on('upgrade', (request, stream, head) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== LIVE_QUIZ_WS_PATH) {
        stream.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        return;
      }
      const entry = gate.admit(request);
      if (!entry.open) {
        stream.end(refusalResponse(entry.status, entry.reason));
        return;
      }
      // The place is held from here: a handshake that fails gives it back as a closed socket does.
      stream.once('close', entry.release);
      wss.handleUpgrade(request, stream, head, (ws) => {
        ws.once('close', entry.release);
        hub.connect(ws, request, entry.address);
      });
    });
    app.addHook('onReady', async () => hub.start());
    app.addHook('preClose', async () => {
      await hub.stop();
      wss.close();
    });
  });

  return { api, socket, hub };
}
