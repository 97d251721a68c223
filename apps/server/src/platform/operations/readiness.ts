import type { ReadyResponse } from '@pustaka/contract';

type Reason = ReadyResponse['reasons'][number];

/**
 * Whether this process should get traffic, as GET /ready tells a balancer: not while it starts (until the
 * listener is up), nor while a check registered by a feature says it is still warming, nor once it is draining
 * for a stop. GET /health says something else: whether the process and its database answer at all.
 */
export class Readiness {
  private started = false;
  private draining = false;
  private readonly checks: Array<() => Reason | undefined> = [];

  /** A feature that serves worse until it has warmed up names itself while it does. */
  addCheck(check: () => Reason | undefined): void {
    this.checks.push(check);
  }

  markStarted(): void {
    this.started = true;
  }

  /** From now on the answer stays 503: the process is on its way out. */
  markDraining(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  reasons(): Reason[] {
    const reasons: Reason[] = [];
    if (!this.started) reasons.push('starting');
    for (const check of this.checks) {
      const reason = check();
      if (reason) reasons.push(reason);
    }
    if (this.draining) reasons.push('draining');
    return reasons;
  }
}
