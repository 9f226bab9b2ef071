/** CommitGuard: a generation counter, so work started before a sign-out or sign-in can never commit after it. */

export type CommitTicket = { readonly generation: number };

export class CommitGuard {
  #generation = 0;

  /** Taken when async work starts; checked before its result is written. */
  ticket(): CommitTicket {
    return { generation: this.#generation };
  }

  isCurrent(ticket: CommitTicket): boolean {
    return ticket.generation === this.#generation;
  }

  /** Called on every session boundary (sign-in, sign-out, invalidation): all earlier tickets go stale. */
  advance(): void {
    this.#generation++;
  }
}
