/** Zod schema of a connected account's provider access token answer (protocol §2.17); extra keys are tolerated. */
import * as z from 'zod/mini';

export const connectedAccountTokenWireSchema = z.lazy(() => z.looseObject({ access_token: z.string() }));
