// jsdom with Node's Fetch API (Request, Response, Headers, fetch, streams) and Node's AbortController, so the
// in-process emulator's handler runs inside React/jsdom tests. jsdom has none of these, or (AbortSignal) its own realm's,
// which Node's Request refuses.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['Request', 'Response', 'Headers', 'fetch', 'ReadableStream', 'WritableStream', 'TransformStream',
  'TextEncoder', 'TextDecoder', 'AbortController', 'AbortSignal', 'structuredClone', 'BroadcastChannel', 'MessageChannel',
  'setImmediate', 'clearImmediate',
  // The in-process emulator signs tokens with jose over Node's Web Crypto, whose results are Node-realm typed arrays:
  // jose's instanceof checks need the same realm's constructors.
  'crypto', 'Uint8Array', 'ArrayBuffer'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) Object.defineProperty(this.global, name, { value: globalThis[name], configurable: true, writable: true });
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
