// Runs the JWT verifier contract against the jose adapter (the one the Node and in-process roots bind).
import { JoseJwtVerifierAdapter } from '../../adapters/jwt/jose-jwt-verifier.adapter';
import { describeJwtVerifierContract } from '../contract/jwt-verifier.contract';

describeJwtVerifierContract('JoseJwtVerifierAdapter', () => new JoseJwtVerifierAdapter());
