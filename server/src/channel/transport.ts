// What a change channel listens and publishes through (PostgreSQL LISTEN/NOTIFY or Redis pub/sub):
// its own module so that the transports and the channel import it without importing each other.

/** One listening connection. */
export interface Listener {
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface Transport {
  /** Named in the log. */
  readonly label: string;
  /** Resolves once listening; `onLost` is called (maybe more than once) when the connection drops. */
  listen(onMessage: (payload: string) => void, onLost: (error: Error) => void): Promise<Listener>;
  /** Resolves once the other instances can hear it. */
  publish(payload: string): Promise<void>;
  close(): Promise<void>;
}
