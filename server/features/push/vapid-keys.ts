// The key pair that signs every push (VAPID): push services only accept messages for a
// subscription from the holder of the key the browser subscribed with, so the pair must outlive
// restarts and be the same on every process. From the environment, or generated once and kept in
// DATA_DIR as the session secret is.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * Push services want a contact for the sender: the site when it is https (Apple refuses
 * localhost), otherwise the mail sender's address.
 */
function vapidSubject(config: Pick<Config, 'appUrl' | 'mailFrom'>) {
  if (config.appUrl.startsWith('https://')) return config.appUrl;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom.trim();
  return `mailto:${address}`;
}

export function resolveVapidKeys(
  config: Pick<Config, 'vapidKeys' | 'dataDir' | 'appUrl' | 'mailFrom'>,
): VapidKeys {
  const subject = vapidSubject(config);
  if (config.vapidKeys) return { ...config.vapidKeys, subject };
  const file = path.join(config.dataDir, 'vapid-keys.json');
  const read = () => {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  };
  if (fs.existsSync(file)) return read();
  // Workers starting together must settle on one pair: each writes its own file, and linking it
  // into place succeeds for one of them only; the others read the pair that won.
  fs.mkdirSync(config.dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return read();
}
