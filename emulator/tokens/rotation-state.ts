/** Rotation mode's settings and bookkeeping (no behaviour): what EmulatorCore holds; the rules are in rotation.ts. */

export interface RotationSettings {
  readonly enabled: boolean;
  /** How long after its retirement a token may still be presented once more without revoking the family. */
  readonly reuseGraceMs: number;
}

interface RetiredToken {
  readonly sessionId: string;
  readonly retiredAt: number;
  readonly successor: string;
}

export interface Rotation {
  settings: RotationSettings;
  /** Families revoked because a retired token was reused. */
  familyRevocations: number;
  readonly retired: Map<string, RetiredToken>;
}

export const ROTATION_OFF: RotationSettings = Object.freeze({ enabled: false, reuseGraceMs: 0 });

export function createRotation(): Rotation {
  return { settings: ROTATION_OFF, familyRevocations: 0, retired: new Map() };
}

export function resetRotation(rotation: Rotation, settings: RotationSettings = ROTATION_OFF): void {
  rotation.settings = settings;
  rotation.familyRevocations = 0;
  rotation.retired.clear();
}
