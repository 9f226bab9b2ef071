/**
 * A string field as the service's yup schemas read it: a number or boolean is turned into its text (`123` → "123",
 * `true` → "true") and accepted; anything else that is not a string stays a type error.
 */
import * as z from 'zod';

export const serviceString = z.preprocess((v) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v), z.string());
