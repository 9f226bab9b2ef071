/** The emulator's virtual clock: real time plus an offset, so time flows but tests can jump it forward. */

export interface VirtualClock {
  now(): number;
  advance(ms: number): void;
  set(ms: number): void;
}

/** `base` is the underlying time source (Date.now by default, or a test's own clock). */
export function createVirtualClock(base: () => number = Date.now): VirtualClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance(ms) {
      offset += ms;
    },
    set(ms) {
      offset = ms - base();
    },
  };
}
