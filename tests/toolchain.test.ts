/** Guards the jest transform set-up: inversify, jose and ky are ESM-only and must be transpiled. */
import 'reflect-metadata';
import * as fc from 'fast-check';
import { Container, injectable } from 'inversify';
import * as jose from 'jose';
import ky from 'ky';
test('ESM-only dependencies load under jest (transformIgnorePatterns) and work', async () => {
  fc.assert(fc.property(fc.integer(), (n) => n + 0 === n));
  @injectable() class A { x = 1; }
  const c = new Container(); c.bind(A).toSelf();
  expect(c.get(A).x).toBe(1);
  const { privateKey } = await jose.generateKeyPair('ES256');
  const jwt = await new jose.SignJWT({ a: 1 }).setProtectedHeader({ alg: 'ES256' }).sign(privateKey);
  expect(jose.decodeJwt(jwt).a).toBe(1);
  expect(typeof ky.create).toBe('function');
});

test('domain/version.ts carries package.json\'s version (run scripts/sync-version.mjs after a bump)', async () => {
  const { readFileSync } = await import('node:fs');
  const { PACKAGE_VERSION } = await import('../domain/version');
  const pkg = JSON.parse(readFileSync(`${process.cwd()}/package.json`, 'utf8')) as { version: string };
  expect(PACKAGE_VERSION).toBe(pkg.version);
});
