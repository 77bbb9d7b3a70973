// Compares the routes the app mounts under /api with the OpenAPI document: a route missing from
// the document, an entry no route answers, or an access rule other than the route's guard.
import type { OpenApiDocument } from '../openapi/document';
import { openApiPath } from '../openapi/document';
import type { MountedRoute } from './api-routes';

type Documented = { key: string; access: unknown };

function documented(document: OpenApiDocument): Documented[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([verb, operation]) => ({
      key: `${verb.toUpperCase()} ${path}`,
      access: (operation as { 'x-access'?: unknown })['x-access'],
    })),
  );
}

export function documentGaps(mounted: MountedRoute[], document: OpenApiDocument) {
  const inDocument = new Map(documented(document).map((d) => [d.key, d.access]));
  const mountedKeys = new Set(mounted.map((r) => `${r.method} ${openApiPath(r.path)}`));
  return {
    missing: mounted
      .filter((r) => !inDocument.has(`${r.method} ${openApiPath(r.path)}`))
      .map((r) => r.key),
    unmounted: [...inDocument.keys()].filter((key) => !mountedKeys.has(key)),
    wrongAccess: mounted
      .filter((r) => {
        const access = inDocument.get(`${r.method} ${openApiPath(r.path)}`);
        return access !== undefined && access !== r.rule;
      })
      .map((r) => `${r.key}: the router's guard is ${r.rule}`),
  };
}
