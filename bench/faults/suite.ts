/** Every fault class the Node stack can meet, in table order. */
import { A6, A7, A8 } from './classes/a-refresh-answers';
import { A1, A2, A3, A4, A5 } from './classes/a-refresh-transport';
import type { FaultClass } from './fault-class';

export const FAULT_CLASSES: readonly FaultClass[] = [A1, A2, A3, A4, A5, A6, A7, A8];
