import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mail-message.ts';

export interface Received extends ParsedMail {
  /** The envelope: who the server was told to deliver to (RCPT TO), whatever the headers say. */
  rcptTo: string[];
}

export interface SmtpReceiver {
  port: number;
  /** `smtp://user:pass@127.0.0.1:port`: the credentials are checked by the receiver. */
  url: string;
  messages: Received[];
  close(): Promise<void>;
}

const USER = 'mailer';
const PASS = 'p4ss-w0rd';

/**
 * A real SMTP server in the test process (smtp-server), on a given port or a free one. It asks for
 * the credentials of its URL (plain AUTH without TLS, which it allows for tests only).
 */
export async function startSmtpReceiver(
  port = 0,
  /** How long it takes to accept each message (a slow server keeps a worker busy). */
  options: { delayMs?: number } = {},
): Promise<SmtpReceiver> {
  const messages: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) return callback(null, { user: USER });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
        });
        setTimeout(() => callback(), options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as { port: number }).port;
  return {
    port: actual,
    url: `smtp://${USER}:${PASS}@127.0.0.1:${actual}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
