import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as it arrived at the test SMTP server: envelope and raw message (headers and body). */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP sender. */
  url: string;
  received: ReceivedMail[];
  /** Waits (up to `timeoutMs`) for a mail to `to` whose raw text contains `text`. */
  waitFor(to: string, text: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A local SMTP server (smtp-server, no TLS, no auth) that keeps what arrives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    async waitFor(to, text, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((m) => m.to.includes(to) && m.raw.includes(text));
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`no mail to ${to} containing ${JSON.stringify(text)}; got ${received.length} mails`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
