import { describe, expect, it } from 'vitest';
import { FlowNetwork } from './max-flow';

describe('FlowNetwork', () => {
  it('finds the most that can flow, rerouting along a residual arc', () => {
    // 0 -> 1 -> 3 and 0 -> 2 -> 3, with 1 -> 2 tempting a first path that must be undone.
    const flow = new FlowNetwork(4);
    flow.addArc(0, 1, 10);
    flow.addArc(0, 2, 10);
    flow.addArc(1, 2, 1);
    flow.addArc(1, 3, 4);
    flow.addArc(2, 3, 9);
    expect(flow.maxFlow(0, 3)).toBeCloseTo(13);
  });

  it('carries fractions, and runs again from empty arcs with new capacities', () => {
    const flow = new FlowNetwork(3);
    const first = flow.addArc(0, 1, 2.5);
    flow.addArc(1, 2, 10);
    expect(flow.maxFlow(0, 2)).toBeCloseTo(2.5);
    flow.setCapacity(first, 7.25);
    flow.reset();
    expect(flow.maxFlow(0, 2)).toBeCloseTo(7.25);
  });

  it('sends nothing when the sink cannot be reached', () => {
    const flow = new FlowNetwork(3);
    flow.addArc(0, 1, 5);
    expect(flow.maxFlow(0, 2)).toBe(0);
  });
});
