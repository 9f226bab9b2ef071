/**
 * Every CookiePort adapter against the one contract.
 * @jest-environment jsdom
 */
import { DocumentCookieAdapter } from '../../adapters/cookies/document-cookie.adapter';
import { MemoryCookieAdapter } from '../../adapters/cookies/memory-cookie.adapter';
import { RequestHeadersCookieAdapter } from '../../adapters/cookies/request-headers-cookie.adapter';
import { FakeClockAdapter } from '../../adapters/clock/fake-clock.adapter';
import { describeCookieContract } from '../contract/cookie.contract';

function clearDocumentCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

let memoryClock = new FakeClockAdapter(1_700_000_000_000);
describeCookieContract('MemoryCookieAdapter', () => {
  memoryClock = new FakeClockAdapter(1_700_000_000_000);
  return new MemoryCookieAdapter(memoryClock);
}, { advanceTimeMs: (ms) => memoryClock.advance(ms) });

describeCookieContract('DocumentCookieAdapter (js-cookie under jsdom)', () => {
  clearDocumentCookies();
  return new DocumentCookieAdapter();
});

describeCookieContract('RequestHeadersCookieAdapter', () =>
  new RequestHeadersCookieAdapter('unrelated=1; other=%7B%22a%22%3A1%7D', { appendSetCookie: () => undefined }));
