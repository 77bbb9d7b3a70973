// The key pair that signs every push (VAPID): push services only accept messages for a
// subscription from the holder of the key the browser subscribed with, so the pair must outlive
// restarts and be the same on every process. From the environment, or generated once and kept in
// DATA_DIR as the session secret is.
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
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const keys = webpush.generateVAPIDKeys();
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    return { ...keys, subject };
  }
}
