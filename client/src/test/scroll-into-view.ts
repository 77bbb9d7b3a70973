// jsdom lays nothing out, so it has no scrollIntoView. Call inside a describe: the spy stands in
// for it in each test and is removed after.
import { afterEach, beforeEach, vi } from 'vitest';

export function spyOnScrollIntoView() {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollIntoView.mockReset();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
  return scrollIntoView;
}
