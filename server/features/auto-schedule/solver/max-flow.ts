// Dinic's maximum flow on integer capacities, in typed arrays: the bound's networks reach a
// million edges for a thousand people over four weeks.
export class FlowNetwork {
  private head: Int32Array;
  private to: number[] = [];
  private next: number[] = [];
  private cap: number[] = [];

  constructor(readonly size: number) {
    this.head = new Int32Array(size).fill(-1);
  }

  addEdge(from: number, to: number, capacity: number) {
    for (const [a, b, c] of [
      [from, to, capacity],
      [to, from, 0],
    ] as const) {
      this.to.push(b);
      this.cap.push(c);
      this.next.push(this.head[a]!);
      this.head[a] = this.to.length - 1;
    }
  }

  maxFlow(source: number, sink: number): number {
    const to = Int32Array.from(this.to);
    const next = Int32Array.from(this.next);
    const cap = Int32Array.from(this.cap);
    const level = new Int32Array(this.size);
    const iter = new Int32Array(this.size);
    const queue = new Int32Array(this.size);
    const stack = new Int32Array(this.size);
    const via = new Int32Array(this.size);
    let total = 0;

    const bfs = () => {
      level.fill(-1);
      level[source] = 0;
      let qh = 0;
      let qt = 0;
      queue[qt++] = source;
      while (qh < qt) {
        const v = queue[qh++]!;
        for (let e = this.head[v]!; e !== -1; e = next[e]!) {
          if (cap[e]! > 0 && level[to[e]!]! < 0) {
            level[to[e]!] = level[v]! + 1;
            queue[qt++] = to[e]!;
          }
        }
      }
      return level[sink]! >= 0;
    };

    // Iterative depth-first search for blocking flow, so deep networks cannot overflow the stack.
    const augment = () => {
      let pushed = 0;
      for (;;) {
        let depth = 0;
        let v = source;
        stack[0] = source;
        while (v !== sink) {
          let e = iter[v]!;
          while (e !== -1 && !(cap[e]! > 0 && level[to[e]!] === level[v]! + 1)) e = next[e]!;
          iter[v] = e;
          if (e === -1) {
            if (depth === 0) return pushed;
            level[v] = -1; // dead end
            depth--;
            v = stack[depth]!;
            iter[v] = next[iter[v]!]!;
            continue;
          }
          via[depth] = e;
          depth++;
          v = to[e]!;
          stack[depth] = v;
        }
        let bottleneck = Infinity;
        for (let i = 0; i < depth; i++) bottleneck = Math.min(bottleneck, cap[via[i]!]!);
        for (let i = 0; i < depth; i++) {
          cap[via[i]!]! -= bottleneck;
          cap[via[i]! ^ 1]! += bottleneck;
        }
        pushed += bottleneck;
      }
    };

    while (bfs()) {
      iter.set(this.head);
      total += augment();
    }
    return total;
  }
}
