import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every mail the sink answered "250 accepted" to, in order. */
  mails: ParsedMail[];
  /** Resolves when at least `count` mails arrived. */
  waitForMails(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /**
   * Holds the answer to the next mail's DATA until `release()`; resolves `held` once a mail is
   * held. A mail whose sender hung up before the answer is not accepted (not in `mails`).
   */
  holdNext(): { held: Promise<void>; release(): void };
  /** Stops listening (the server is down) ... */
  stop(): Promise<void>;
  /** ... and starts again on the same port. */
  start(): Promise<void>;
}

/** A real SMTP server in the test (issue 34 §3 "Done when"), parsing each mail with mailparser. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ParsedMail[] = [];
  const closedSessions = new Set<string>();
  const sessionClosed = new Map<string, () => void>();
  let hold: { markHeld(): void; released: Promise<void> } | null = null;
  const waiters: (() => void)[] = [];

  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      // Connections still open when the server stops are cut after this (a server that went down).
      closeTimeout: 200,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onClose(session) {
        closedSessions.add(session.id);
        sessionClosed.get(session.id)?.();
      },
      onData(stream, session, callback) {
        void (async () => {
          const mail = await simpleParser(stream);
          const current = hold;
          if (current) {
            hold = null;
            current.markHeld();
            const closed = new Promise<void>((resolve) => {
              if (closedSessions.has(session.id)) resolve();
              sessionClosed.set(session.id, resolve);
            });
            const outcome = await Promise.race([current.released.then(() => 'released'), closed.then(() => 'closed')]);
            if (outcome === 'closed') return callback(new Error('The client hung up'));
          }
          mails.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })().catch((error: Error) => callback(error));
      },
    });

  let server = makeServer();
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMails(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`Timed out waiting for ${count} mails (got ${mails.length})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return mails;
    },
    holdNext() {
      let release = () => {};
      let markHeld = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const held = new Promise<void>((resolve) => {
        markHeld = resolve;
      });
      hold = { markHeld, released };
      return { held, release };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = makeServer();
      await listen();
    },
  };
}
