// A server that stops without dropping a request: it stops accepting, lets every request it has
// already received finish (within a time limit), and tells each client on a kept-alive
// connection that the connection ends with this answer. Rolling restarts rest on this.
//
// Idle kept-alive connections are not cut at once, as http.Server.close() does: a client may be
// sending its next request into one at that very moment, and would see the connection closed
// without an answer. Left open, each either carries one more request (answered, with
// `Connection: close`) or reaches the keep-alive timeout the server announced, before which
// clients stop reusing it themselves.
import type http from 'node:http';
import net from 'node:net';

export type GracefulServer = {
  /** Resolves once every connection is closed; after `timeoutMs` the stragglers are cut. */
  close: (timeoutMs: number) => Promise<void>;
};

export function gracefulClose(server: http.Server): GracefulServer {
  const inFlight = new Set<http.ServerResponse>();
  let closing = false;
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (closing) res.shouldKeepAlive = false;
    inFlight.add(res);
    res.on('close', () => inFlight.delete(res));
  });
  return {
    close: (timeoutMs) =>
      new Promise((resolve) => {
        closing = true;
        // Answers not yet started say `Connection: close`; the rest end their connection after.
        for (const res of inFlight) {
          if (!res.headersSent) res.shouldKeepAlive = false;
        }
        // net's close: stop accepting, then wait for every connection to end by itself.
        net.Server.prototype.close.call(server, () => resolve());
        setTimeout(() => server.closeAllConnections(), timeoutMs).unref();
      }),
  };
}
