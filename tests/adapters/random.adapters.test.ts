// Runs the random contract against the Web Crypto adapter and the seeded test adapter.
import { SeededRandomAdapter } from '../../adapters/random/seeded-random.adapter';
import { WebCryptoRandomAdapter } from '../../adapters/random/web-crypto-random.adapter';
import { describeRandomContract } from '../contract/random.contract';

describeRandomContract('WebCryptoRandomAdapter', () => new WebCryptoRandomAdapter());
describeRandomContract('SeededRandomAdapter', () => new SeededRandomAdapter(42));

describe('SeededRandomAdapter', () => {
  it('is reproducible for a seed and differs across seeds', () => {
    expect(new SeededRandomAdapter(7).bytes(32)).toEqual(new SeededRandomAdapter(7).bytes(32));
    expect(new SeededRandomAdapter(7).bytes(32)).not.toEqual(new SeededRandomAdapter(8).bytes(32));
  });
});
