import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What the peer received: the envelope and the message as sent. */
export type ReceivedMail = { from: string; to: string[]; raw: string };

/** The temporary error a refusing peer answers with. */
export const SMTP_BUSY = 'Relay busy, try again later';

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/**
 * A real SMTP peer on a random local port. It records what it receives; while `state.failing` it answers
 * every sender with a temporary error (451, `SMTP_BUSY`), as a busy or misconfigured relay does. `port` is
 * for a peer that comes back where one was.
 */
export async function startSmtpPeer(port = 0) {
  const state = { failing: false, accepted: [] as string[] };
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onMailFrom(_address, _session, callback) {
      if (!state.failing) return callback();
      return callback(Object.assign(new Error(SMTP_BUSY), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to, raw });
        state.accepted.push(...to);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    state,
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
