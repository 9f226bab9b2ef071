/** JSON shapes of WebAuthn options and responses as they travel over the wire (no DOM types). */

export type Base64UrlString = string;

export interface PublicKeyCredentialCreationOptionsJson {
  readonly rp: { readonly id?: string; readonly name: string };
  readonly user: { readonly id: Base64UrlString; readonly name: string; readonly displayName: string };
  readonly challenge: Base64UrlString;
  readonly pubKeyCredParams: readonly { readonly type: 'public-key'; readonly alg: number }[];
  readonly timeout?: number;
  readonly excludeCredentials?: readonly { readonly id: Base64UrlString; readonly type: 'public-key'; readonly transports?: readonly string[] }[];
  readonly authenticatorSelection?: {
    readonly authenticatorAttachment?: 'platform' | 'cross-platform';
    readonly residentKey?: 'discouraged' | 'preferred' | 'required';
    readonly requireResidentKey?: boolean;
    readonly userVerification?: 'discouraged' | 'preferred' | 'required';
  };
  readonly attestation?: 'none' | 'indirect' | 'direct' | 'enterprise';
  readonly extensions?: Readonly<Record<string, unknown>>;
}

export interface PublicKeyCredentialRequestOptionsJson {
  readonly challenge: Base64UrlString;
  readonly rpId?: string;
  readonly timeout?: number;
  readonly allowCredentials?: readonly { readonly id: Base64UrlString; readonly type: 'public-key'; readonly transports?: readonly string[] }[];
  readonly userVerification?: 'discouraged' | 'preferred' | 'required';
  readonly extensions?: Readonly<Record<string, unknown>>;
}

export interface RegistrationResponseJson {
  readonly id: Base64UrlString;
  readonly rawId: Base64UrlString;
  readonly type: 'public-key';
  readonly response: {
    readonly clientDataJSON: Base64UrlString;
    readonly attestationObject: Base64UrlString;
    readonly transports?: readonly string[];
    readonly [key: string]: unknown;
  };
  readonly authenticatorAttachment?: string;
  readonly clientExtensionResults: Readonly<Record<string, unknown>>;
}

export interface AuthenticationResponseJson {
  readonly id: Base64UrlString;
  readonly rawId: Base64UrlString;
  readonly type: 'public-key';
  readonly response: {
    readonly clientDataJSON: Base64UrlString;
    readonly authenticatorData: Base64UrlString;
    readonly signature: Base64UrlString;
    readonly userHandle?: Base64UrlString;
  };
  readonly authenticatorAttachment?: string;
  readonly clientExtensionResults: Readonly<Record<string, unknown>>;
}
