// The most that can flow from a source to a sink through capacitated arcs (Dinic's algorithm:
// shortest augmenting paths found level by level, then blocked). Capacities are real numbers, so a
// relaxation may split minutes where a schedule cannot; anything under EPSILON counts as empty.

const EPSILON = 1e-9;

export class FlowNetwork {
  private to: number[] = [];
  private capacity: number[] = [];
  private nextArc: number[] = [];
  private readonly firstArc: Int32Array;
  /** What each arc could carry before any flow: `reset` goes back to it. */
  private initial: number[] = [];

  constructor(readonly nodes: number) {
    this.firstArc = new Int32Array(nodes).fill(-1);
  }

  /** An arc from `from` to `to` carrying at most `capacity` (and its residual twin); its id. */
  addArc(from: number, to: number, capacity: number): number {
    this.push(from, to, Math.max(0, capacity));
    this.push(to, from, 0);
    return this.to.length - 2;
  }

  /** Every arc empty again, with its capacity as added or last set. */
  reset() {
    this.capacity = [...this.initial];
  }

  /** A new capacity for arc `arc`, from the next `reset` on. */
  setCapacity(arc: number, capacity: number) {
    this.initial[arc] = Math.max(0, capacity);
  }

  private push(from: number, to: number, capacity: number) {
    this.to.push(to);
    this.capacity.push(capacity);
    this.initial.push(capacity);
    this.nextArc.push(this.firstArc[from]!);
    this.firstArc[from] = this.to.length - 1;
  }

  /** Sends as much as it can from `source` to `sink` and says how much; arcs keep what is left. */
  maxFlow(source: number, sink: number): number {
    const { to, capacity, nextArc, firstArc, nodes } = this;
    const level = new Int32Array(nodes);
    const current = new Int32Array(nodes);
    const queue = new Int32Array(nodes);
    // Iterative depth-first search along the levels: the path so far as a stack of arcs.
    const path = new Int32Array(nodes);
    let total = 0;
    for (;;) {
      level.fill(-1);
      level[source] = 0;
      let head = 0;
      let tail = 0;
      queue[tail++] = source;
      while (head < tail) {
        const u = queue[head++]!;
        for (let a = firstArc[u]!; a !== -1; a = nextArc[a]!) {
          const v = to[a]!;
          if (capacity[a]! > EPSILON && level[v]! < 0) {
            level[v] = level[u]! + 1;
            queue[tail++] = v;
          }
        }
      }
      if (level[sink]! < 0) return total;
      current.set(firstArc);
      let depth = 0;
      let u = source;
      while (true) {
        if (u === sink) {
          let pushed = Infinity;
          for (let i = 0; i < depth; i++) pushed = Math.min(pushed, capacity[path[i]!]!);
          for (let i = 0; i < depth; i++) {
            capacity[path[i]!]! -= pushed;
            capacity[path[i]! ^ 1]! += pushed;
          }
          total += pushed;
          // Back to the first arc this saturated, and on from there.
          let i = 0;
          while (capacity[path[i]!]! > EPSILON) i++;
          depth = i;
          u = depth === 0 ? source : to[path[depth - 1]!]!;
          continue;
        }
        let a = current[u]!;
        while (a !== -1 && !(capacity[a]! > EPSILON && level[to[a]!] === level[u]! + 1))
          a = nextArc[a]!;
        current[u] = a;
        if (a !== -1) {
          path[depth++] = a;
          u = to[a]!;
          continue;
        }
        // A dead end: nobody comes back here this phase.
        if (depth === 0) break;
        level[u] = -1;
        depth--;
        u = depth === 0 ? source : to[path[depth - 1]!]!;
        current[u] = nextArc[current[u]!]!;
      }
    }
  }
}
