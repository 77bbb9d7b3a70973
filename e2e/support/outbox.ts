// Reads the emails the e2e app wrote to its outbox (.eml files, see serve.ts): enough of MIME to
// find the recipient and a link. Emails go out after the response, so callers wait for them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_OUTBOX_DIR } from './env';

type Email = { to: string; body: string };

// Long lines are soft-wrapped ("=" at the end) and '=' and non-ASCII are escaped as =XX.
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function readOutbox(): Promise<Email[]> {
  const names = await fs.readdir(E2E_OUTBOX_DIR).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map(async (name) => {
        const raw = await fs.readFile(path.join(E2E_OUTBOX_DIR, name), 'utf8');
        return {
          to: raw.match(/^To: (.*)$/im)?.[1]?.trim() ?? '',
          body: decodeQuotedPrintable(raw),
        };
      }),
  );
}

/** The link to `pathPrefix` (e.g. '/invite/') in the newest email to `address`, once it arrives. */
export async function waitForLink(address: string, pathPrefix: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]*${pathPrefix}[A-Za-z0-9_-]+`);
  const find = async () =>
    (await readOutbox())
      .filter((email) => email.to.includes(address))
      .map((email) => email.body.match(pattern)?.[0])
      .findLast(Boolean);
  await expect
    .poll(find, { message: `an email to ${address} with a ${pathPrefix} link` })
    .toBeTruthy();
  return (await find())!;
}
