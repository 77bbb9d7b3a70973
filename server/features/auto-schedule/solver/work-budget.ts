// How much search a solve may do, counted in work (chain steps, people judged for a move), not in
// time: the same data then gets the same answer on a quiet machine and a busy one. A wall-clock
// cap stays as a last resort against a budget far too large for the machine; it is looked at
// only every few thousand units, and a solve that reaches it says so.
const CLOCK_EVERY = 4096;

export class WorkBudget {
  private used = 0;
  private nextClockCheck = CLOCK_EVERY;
  private stoppedByClock = false;

  constructor(
    private readonly units: number,
    private readonly safetyDeadline: number,
    /** The budget this one is a part of: work here is work there too. */
    private readonly parent?: WorkBudget,
  ) {}

  /** Did the wall-clock cap stop the search (the one way load could change the answer)? */
  get hitSafetyCap(): boolean {
    return this.stoppedByClock || (this.parent?.hitSafetyCap ?? false);
  }

  /** Counts `n` units of work done. */
  spend(n = 1) {
    this.used += n;
    this.parent?.spend(n);
  }

  /** Seconds left before the wall-clock safety cap, for a program that takes a time limit. */
  secondsToSafetyCap(): number {
    return (this.safetyDeadline - Date.now()) / 1000;
  }

  get spent(): number {
    return this.used;
  }

  /** Is there work left? */
  left(): boolean {
    if (this.used >= this.units || this.hitSafetyCap) return false;
    if (this.used >= this.nextClockCheck) {
      this.nextClockCheck = this.used + CLOCK_EVERY;
      if (Date.now() >= this.safetyDeadline) this.stoppedByClock = true;
    }
    return !this.stoppedByClock && (this.parent?.left() ?? true);
  }

  /**
   * A budget of `share` of this one's whole, kept aside: not drawn from this one, so work spent
   * here before it cannot use it up. The same wall-clock cap.
   */
  aside(share: number): WorkBudget {
    return new WorkBudget(Math.floor(this.units * share), this.safetyDeadline);
  }

  /** A budget of `share` of what is left here, drawn from this one as it is spent. */
  part(share: number): WorkBudget {
    return new WorkBudget(Math.floor((this.units - this.used) * share), this.safetyDeadline, this);
  }
}
