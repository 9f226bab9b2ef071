// Runs the digest contract against the Web Crypto adapter (the one every root uses).
import { WebCryptoDigestAdapter } from '../../adapters/digest/web-crypto-digest.adapter';
import { describeDigestContract } from '../contract/digest.contract';

describeDigestContract('WebCryptoDigestAdapter', () => new WebCryptoDigestAdapter());
