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

  // Building a message takes about half a millisecond of CPU before its first await. A change
  // that notifies a whole team (a copied week) queues hundreds: started all on one turn of the
  // event loop they held every socket for 100 ms or more, the answer to the change included.
  // One starts per turn instead, so answers and other requests go out between them.
  const waiting: MailMessage[] = [];
  const startNext = () => {
    const message = waiting.shift();
    if (!message) return;
    send(message).catch((error: unknown) =>
      logger.error({ err: error, to: message.to, subject: message.subject }, 'Email failed'),
    );
    if (waiting.length > 0) setImmediate(startNext);
  };

  return {
    send,
    sendLater: (message) => {
      waiting.push(message);
      if (waiting.length === 1) setImmediate(startNext);
    },
  };
}
