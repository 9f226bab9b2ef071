/** A fault class of the table: its id, what one seeded run does, and the oracles (guarantee + figure) it measures. */
import type { Prng } from './prng';
import type { World, WorldOptions } from './world';

export interface Oracle {
  readonly name: string;
  /** How the per-run values make the printed figure. */
  readonly figure: 'sum' | 'max' | 'min';
  /** The guarantee, checked on every run. */
  readonly holds: (value: number) => boolean;
  /** The guarantee in words, for the report ("= 0", "= 5"). */
  readonly guarantee: string;
}

export type Measures = Readonly<Record<string, number>>;

export interface RunContext {
  readonly rng: Prng;
  /** A fresh world for this run (a run may build several, e.g. a baseline). */
  world(options?: WorldOptions): World;
}

export interface FaultClass {
  readonly id: string;
  readonly title: string;
  readonly oracles: readonly Oracle[];
  run(ctx: RunContext): Promise<Measures>;
}

export const zero = (name: string): Oracle => ({ name, figure: 'sum', holds: (v) => v === 0, guarantee: '= 0' });
export const atMost = (name: string, bound: number): Oracle => ({ name, figure: 'max', holds: (v) => v <= bound, guarantee: `≤ ${bound}` });
export const exactly = (name: string, value: number): Oracle => ({ name, figure: 'max', holds: (v) => v === value, guarantee: `= ${value}` });
/** A 0/1 measure that must be 1 in every run: the figure is the share of runs where it held. */
export const always = (name: string): Oracle => ({ name, figure: 'min', holds: (v) => v === 1, guarantee: '= 1 in every run' });
export const within = (name: string, min: number, max: number, figure: 'max' | 'min' = 'max'): Oracle =>
  ({ name, figure, holds: (v) => v >= min && v <= max, guarantee: `∈ [${min}, ${max}]` });

/** A figure reported without a guarantee of its own (context for the others), summed over the runs. */
export const reported = (name: string): Oracle => ({ name, figure: 'sum', holds: () => true, guarantee: 'reported' });

/** The oracles measured in every run of every class (World.shared, plus uncaught rejections and scenario crashes). */
export const SHARED_ORACLES: readonly Oracle[] = [
  zero('hung'), zero('other_origins'), zero('canary_hits'), zero('cross_user_mixing'), zero('uncaught'), zero('scenario_errors'),
];

export const bit = (condition: boolean): number => (condition ? 1 : 0);
