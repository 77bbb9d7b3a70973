// Reads the .eml files the outbox transport wrote: enough of MIME to find recipients, subjects and links.
import { expect } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';

export type SentEmail = { to: string; subject: string; body: string; file: string };

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function header(raw: string, name: string): string {
  const match = raw.match(new RegExp(`^${name}: (.*)$`, 'mi'));
  return match?.[1]?.trim() ?? '';
}

export async function readOutbox(dir: string): Promise<SentEmail[]> {
  const files = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      const raw = await fs.readFile(file, 'utf8');
      return {
        to: header(raw, 'To'),
        subject: header(raw, 'Subject'),
        body: decodeQuotedPrintable(raw),
        file,
      };
    }),
  );
}

/** The first link to `pathPrefix` (e.g. '/invite/') in an email body. */
export function linkIn(email: SentEmail, pathPrefix: string): string {
  const match = email.body.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix}[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no ${pathPrefix} link in ${email.subject}`);
  return match[0];
}

/**
 * Emails go out after the response: waits until one to `address` (with `subject`, if given) is in
 * the outbox and returns the newest such email.
 */
export async function waitForEmailTo(
  sentEmails: () => Promise<SentEmail[]>,
  address: string,
  subject?: string,
): Promise<SentEmail> {
  const find = async () =>
    (await sentEmails())
      .filter((e) => e.to.includes(address) && (subject === undefined || e.subject === subject))
      .at(-1);
  await expect.poll(find).toBeDefined();
  return (await find())!;
}
