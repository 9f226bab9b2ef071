/** Turns a Fetch API Response into the port's HttpResponse: lower-cased headers, text body. */
import type { HttpResponse } from '../../ports/http.port';

export async function readResponse(response: Response): Promise<HttpResponse> {
  const headers: Record<string, string> = {};
  // Headers iterate with lower-cased names and already join repeated headers with ", ".
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const body = await response.text();
  return { status: response.status, headers, body };
}
