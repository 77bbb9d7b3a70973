// The app's HTTP server, whose requests and responses are born with Express's prototypes.
//
// Express gives each request and response its own prototype as it arrives
// (Object.setPrototypeOf). V8 then gives that object a hidden class of its own, not shared with
// the request before it: every property a middleware adds builds a new class for this one
// request (about 80 kB of garbage per signed-in read), and every property access in Express, the
// session and passport misses its cache. An object that already has the prototype keeps its
// class, since setting a prototype to the one it has changes nothing; so requests made with
// these classes all share one chain of hidden classes.
import http from 'node:http';
import type { Express } from 'express';

export function createHttpServer(app: Express): http.Server {
  class AppRequest extends http.IncomingMessage {}
  class AppResponse extends http.ServerResponse {}
  Object.setPrototypeOf(AppRequest.prototype, app.request);
  Object.setPrototypeOf(AppResponse.prototype, app.response);
  // Express sets every request's prototype to app.request: now the one it is born with.
  app.request = AppRequest.prototype as unknown as Express['request'];
  app.response = AppResponse.prototype as unknown as Express['response'];
  return http.createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse }, app);
}
