/** Small numeric helpers shared by the report's measurements. */
export { median } from '../emulator/startup';

export async function timedMs(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** `a ÷ b` as "0.31×"; "n/a" when either side is missing. */
export function ratio(a: number | undefined, b: number | undefined): string {
  if (a === undefined || b === undefined || b === 0) return 'n/a';
  return `${(a / b).toFixed(2)}×`;
}
