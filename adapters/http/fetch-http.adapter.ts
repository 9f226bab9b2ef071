/** FetchHttpAdapter: HttpPort over ky (and so fetch), ky loaded with the code (browsers: no chunk to fetch before the first call). */
import ky from 'ky';
import { KyHttpAdapter, type FetchHttpAdapterOptions } from './ky-http.adapter';

export type { FetchHttpAdapterOptions } from './ky-http.adapter';

export class FetchHttpAdapter extends KyHttpAdapter {
  constructor(options: FetchHttpAdapterOptions = {}) {
    super(ky, options);
  }
}
