/**
 * Carries the event bus's messages between the app's processes. Every process that listens on a channel
 * hears every message sent on it, its own included (the bus tells its own apart). Delivery is at most once:
 * a message sent while a process's connection is down is not heard there.
 */
export interface EventTransport {
  /** Starts hearing a channel; the returned function stops it. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends a message to every process listening on the channel; rejects when it could not be sent. */
  notify(channel: string, payload: string): Promise<void>;
  /** Stops hearing every channel and closes the connections the transport owns. */
  close(): Promise<void>;
}

/** Where a transport reports a lost or restored connection (the app's logger fits). */
export type TransportLog = {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
};
