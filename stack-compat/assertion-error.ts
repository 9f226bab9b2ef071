/**
 * A call the official SDK refuses as a programming mistake before sending anything. Named as the official SDK names
 * these (`StackAssertionError`), so code that tells them apart by name keeps working.
 */
export class StackAssertionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StackAssertionError';
  }
}
