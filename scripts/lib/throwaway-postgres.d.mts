// Types for throwaway-postgres.mjs, so TypeScript tests can start one.

export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** The major version, such as `15`. */
  version: string;
  /** Stops the server (fast shutdown), keeping its data directory and port for `resume`. */
  pause(): Promise<void>;
  /** Starts the server again on the same data directory and port. */
  resume(): Promise<void>;
  /** Stops the server and deletes its data directory. */
  stop(): Promise<void>;
}

/** Why a throwaway server cannot run on this machine, or null when it can (nothing is started). */
export function postgresUnavailableReason(): string | null;

export function startThrowawayPostgres(): Promise<
  { server: ThrowawayPostgres; reason: null } | { server: null; reason: string }
>;
