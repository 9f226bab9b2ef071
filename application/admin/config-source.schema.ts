/** Zod schema of the pushed config's source (`GET /internal/config/source`, upstream branchConfigSourceSchema). */
import * as z from 'zod/mini';
import type { WireOf } from '../core/wire/wire';

export const configSourceWireSchema = z.lazy(() => z.union([
  z.looseObject({
    type: z.literal('pushed-from-github'), owner: z.string(), repo: z.string(), branch: z.string(), commit_hash: z.string(), config_file_path: z.string(),
  }),
  z.looseObject({ type: z.literal('pushed-from-unknown') }),
  z.looseObject({ type: z.literal('unlinked') }),
]));

export const configSourceReplyWireSchema = z.lazy(() => z.looseObject({ source: configSourceWireSchema }));

export type ConfigSourceWire = WireOf<typeof configSourceWireSchema>;
