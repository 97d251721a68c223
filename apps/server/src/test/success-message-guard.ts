import type { FastifyInstance } from 'fastify';
import { MESSAGES, requestLanguage } from '#platform/messages.ts';

const KNOWN = {
  id: new Set(Object.values(MESSAGES).map((texts) => texts.id)),
  en: new Set(Object.values(MESSAGES).map((texts) => texts.en)),
};

/**
 * Every test app checks every success message it sends: it must come from the id/en table, in the
 * language the request asked for. A literal text in a route then fails whichever test reaches it.
 */
export function guardSuccessMessages(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 || typeof payload !== 'string' || !payload.includes('"message"'))
      return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    const body = JSON.parse(payload) as { success?: unknown; message?: unknown };
    if (body.success !== true || typeof body.message !== 'string') return payload;
    const language = requestLanguage(request);
    if (!KNOWN[language].has(body.message)) {
      throw new Error(
        `${request.method} ${request.url} answered "${body.message}", which is not a ${language} text of the message table`,
      );
    }
    return payload;
  });
}
