import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are refused with a temporary error (451), as a busy server does. */
  refuseNext(count: number): void;
  /**
   * Called with each message as it is kept, before the client is told it was taken: a crash
   * test kills the sender here, leaving a message received whose sender never heard so.
   */
  onReceive: ((mail: ReceivedMail) => void) | null;
  close(): Promise<void>;
}

/**
 * A real SMTP server in this process that keeps what it receives. With `credentials`, it
 * requires that login (over plain SMTP, as a test allows) and refuses any other.
 */
export async function startSmtpSink(
  options: { credentials?: { user: string; password: string } } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const { credentials } = options;
  let sink: SmtpSink | null = null;
  const server = new SMTPServer({
    authOptional: !credentials,
    allowInsecureAuth: Boolean(credentials),
    onAuth(auth, _session, callback) {
      if (
        credentials &&
        auth.username === credentials.user &&
        auth.password === credentials.password
      ) {
        callback(null, { user: auth.username });
        return;
      }
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          );
          return;
        }
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        };
        received.push(mail);
        sink?.onReceive?.(mail);
        callback();
      });
    },
  });
  // A client that dies mid-conversation (a killed worker) resets its connection: that is the
  // client's failure, not the sink's.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  sink = {
    url: `smtp://127.0.0.1:${port}`,
    onReceive: null,
    received,
    refuseNext: (count) => {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}
