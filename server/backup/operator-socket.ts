// How `npm run db:backup` backs up the embedded database while the server runs. PGlite is one
// process's: the CLI cannot open the data directory the server holds, so it asks the server,
// over a Unix socket inside DATA_DIR, and the server streams a backup taken through its own
// connection, without stopping. Why this rather than a manager's button in Settings: a backup
// is an operator's job that belongs in cron and scripts next to the files it protects, and the
// socket needs no password and listens on no network. Only someone who can already read
// DATA_DIR (the database's own files) can reach it: it lives in a directory only the server's
// user may enter.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Logger } from 'pino';
import { portableBackupStream, writeWhole, type BackupSource } from './take-backup';

export const operatorSocketPath = (dataDir: string) => path.join(dataDir, 'run', 'operator.sock');

export type OperatorSocket = { close: () => Promise<void> };

export async function serveOperatorSocket(
  dataDir: string,
  source: BackupSource,
  logger: Logger,
): Promise<OperatorSocket | null> {
  const socketPath = operatorSocketPath(dataDir);
  fs.mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(socketPath), 0o700);
  // Left behind by a server that died: this process holds the data directory's lock now.
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    logger.info('Backup requested over the operator socket');
    res.writeHead(200, { 'content-type': 'application/gzip' });
    const backup = portableBackupStream(source);
    backup.on('error', (error) => {
      logger.error({ err: error }, 'Backup over the operator socket failed');
      // Cut the response short: the client sees an incomplete body, never a whole-looking file.
      res.destroy(error);
    });
    backup.pipe(res);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
  } catch (error) {
    // A DATA_DIR path too long for a socket name, a file system without sockets: the server
    // still serves, and db:backup says it cannot reach it.
    logger.warn({ err: error }, 'No operator socket: npm run db:backup needs the server stopped');
    return null;
  }
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export class NoServerSocketError extends Error {}

/** Asks the server holding `dataDir` for a backup and writes it to `file`. */
export async function backupFromRunningServer(dataDir: string, file: string): Promise<void> {
  const socketPath = operatorSocketPath(dataDir);
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request({ socketPath, method: 'POST', path: '/backup' }, resolve);
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new NoServerSocketError(
              `The server holding ${dataDir} does not answer on ${socketPath}: ` +
                'stop it and run the backup again, or restart it with this version of Shynk.',
            )
          : error,
      ),
    );
    request.end();
  });
  if (response.statusCode !== 200) {
    response.resume();
    throw new Error(`The server refused the backup (HTTP ${response.statusCode}).`);
  }
  await writeWhole(response, file);
}
