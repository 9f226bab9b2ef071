/** Structural types of the browser's change signals, injected into the cookie store (never read from globals there). */

/** The part of BroadcastChannel the store uses. Messages carry no tokens: they only say "re-read the cookies". */
export interface CrossTabChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: () => void): void;
  removeEventListener(type: 'message', listener: () => void): void;
}

/** The part of the Cookie Store API (`cookieStore`) the store uses: a change event for any cookie. */
export interface CookieChangeEventsLike {
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

export const CROSS_TAB_MESSAGE = 'portcullis:tokens-changed';
