import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { readOutbox } from '../test/outbox';
import { createMailer } from './mailer';
import { invitationEmail } from './templates/invitation';

const message = {
  to: 'ivy@example.com',
  ...invitationEmail({
    firstName: 'Ivy',
    inviterName: 'Morgan',
    organizationName: 'Riverside Fitness',
    url: 'http://app.test/invite/abc123',
  }),
};

describe('SMTP_URL set: real SMTP', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message to the SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: 'Shynk <team@shynk.test>',
      logger: createLogger('silent'),
    });
    await mailer.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'team@shynk.test', to: ['ivy@example.com'] });
    expect(received[0]!.raw).toContain('Riverside Fitness');
  });
});

describe('SMTP_URL unset: the outbox', () => {
  it('writes each email as an .eml file with text and HTML parts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const mailer = createMailer({
      outboxDir: dir,
      from: 'Shynk <team@shynk.test>',
      logger: createLogger('silent'),
    });
    await mailer.send(message);
    const [email] = await readOutbox(dir);
    expect(email).toMatchObject({ to: 'ivy@example.com', subject: message.subject });
    expect(email!.body).toContain('http://app.test/invite/abc123');
    expect(email!.body).toContain('Content-Type: text/html');
  });
});

describe('sendLater', () => {
  it('starts one queued email per turn of the event loop, so answers and requests go out between them', async () => {
    const started: string[] = [];
    const transport = vi.spyOn(nodemailer, 'createTransport').mockReturnValue({
      sendMail: (mail: { to: string }) => {
        started.push(mail.to);
        return Promise.resolve({ message: Buffer.from('') });
      },
    } as unknown as ReturnType<typeof nodemailer.createTransport>);
    try {
      const mailer = createMailer({
        outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')),
        from: 'Shynk <team@shynk.test>',
        logger: createLogger('silent'),
      });
      for (const to of ['a@shynk.test', 'b@shynk.test', 'c@shynk.test'])
        mailer.sendLater({ ...message, to });
      expect(started).toEqual([]);
      const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
      await nextTurn();
      expect(started).toEqual(['a@shynk.test']);
      await nextTurn();
      expect(started).toEqual(['a@shynk.test', 'b@shynk.test']);
      await nextTurn();
      expect(started).toEqual(['a@shynk.test', 'b@shynk.test', 'c@shynk.test']);
    } finally {
      transport.mockRestore();
    }
  });
});
