/** Import first in jsdom tests that load ky: jsdom hides Node's TextEncoder/TextDecoder, which ky needs at load time. */
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
g['TextEncoder'] ??= TextEncoder;
g['TextDecoder'] ??= TextDecoder;
