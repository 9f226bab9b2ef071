/** Request header reading that accepts both families: `x-stack-<suffix>` and `x-hexclave-<suffix>`. */

/** `stackHeader(req.headers, 'access-type')`: the x-stack value wins when both are sent. */
export function stackHeader(headers: Headers, suffix: string): string | undefined {
  return headers.get(`x-stack-${suffix}`) ?? headers.get(`x-hexclave-${suffix}`) ?? undefined;
}
