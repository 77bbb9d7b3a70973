// One transport for every email. SMTP_URL set: real SMTP. Unset: each message is written as an
// .eml file under DATA_DIR/outbox and logged, so development and tests can read what was sent.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = {
  /** Sends now; throws on failure. */
  send: (message: MailMessage) => Promise<void>;
  /** Sends without making the caller wait or fail: errors are logged. For after-commit emails. */
  sendLater: (message: MailMessage) => void;
};

export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  logger: Logger;
}): Mailer {
  const { logger, from } = options;
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  const send = async (message: MailMessage) => {
    const info = await transport.sendMail({ from, ...message });
    if (!options.smtpUrl) {
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
      logger.info(
        { to: message.to, subject: message.subject, file },
        'Email written to the outbox',
      );
    } else {
      logger.info({ to: message.to, subject: message.subject }, 'Email sent');
    }
  };

  return {
    send,
    sendLater: (message) => {
      // Building a message takes about a millisecond of CPU before its first await: when a
      // change notifies a whole team (a copied week), hundreds of them would hold back the
      // response. Started on the next turn of the event loop, they follow it instead.
      setImmediate(() =>
        send(message).catch((error: unknown) =>
          logger.error({ err: error, to: message.to, subject: message.subject }, 'Email failed'),
        ),
      );
    },
  };
}
