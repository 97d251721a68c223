/**
 * The app's clock outside production: real time plus an offset that end-to-end tests move forward
 * (renewals, expiries, holding periods) instead of waiting days.
 */
export class DevClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }
  /** Back to real time, so one test's jump does not leak into the next. */
  reset(): Date {
    this.offsetMs = 0;
    return this.now();
  }
}
