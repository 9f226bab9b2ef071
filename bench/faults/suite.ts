/** Every fault class the Node stack can meet, in table order. */
import { A6, A7, A8 } from './classes/a-refresh-answers';
import { A1, A2, A3, A4, A5 } from './classes/a-refresh-transport';
import { B1, B2, B3, B4 } from './classes/b-concurrency';
import { C1, C2, C3, C4, C5, C6 } from './classes/c-tabs';
import { D1, D2, D3, D4 } from './classes/d-clocks';
import { E1, E2, E3, E4 } from './classes/e-rate-limits';
import { F4 } from './classes/f-storage';
import { G1, G2, G3 } from './classes/g-oauth-callback';
import { H1, H2, H3 } from './classes/h-sign-out';
import { I1, I2, I3 } from './classes/i-misbehaviour';
import type { FaultClass } from './fault-class';

export const FAULT_CLASSES: readonly FaultClass[] = [A1, A2, A3, A4, A5, A6, A7, A8, B1, B2, B3, B4, C1, C2, C3, C4, C5, C6, D1, D2, D3, D4, E1, E2, E3, E4, F4, G1, G2, G3, H1, H2, H3, I1, I2, I3];
