/** Snake_case JSON shapes of project API key sets (protocol §3.4, §2.17). */

interface ApiKeySetBaseWire {
  readonly id: string;
  readonly description: string;
  readonly created_at_millis: number;
  readonly expires_at_millis: number;
  readonly manually_revoked_at_millis?: number | null;
}

/** `POST /internal/api-keys` response: the only time full key strings are shown. */
export interface ApiKeySetCreatedWire extends ApiKeySetBaseWire {
  readonly publishable_client_key?: string;
  readonly secret_server_key?: string;
  readonly super_secret_admin_key?: string;
}

export interface ApiKeyLastFourWire {
  readonly last_four: string;
}

/** Read/list/update shape: absent keys are omitted. */
export interface ApiKeySetWire extends ApiKeySetBaseWire {
  readonly publishable_client_key?: ApiKeyLastFourWire;
  readonly secret_server_key?: ApiKeyLastFourWire;
  readonly super_secret_admin_key?: ApiKeyLastFourWire;
}

export interface ApiKeyCreateWire {
  readonly description: string;
  readonly expires_at_millis: number;
  readonly has_publishable_client_key: boolean;
  readonly has_secret_server_key: boolean;
  readonly has_super_secret_admin_key: boolean;
}

export interface ApiKeyUpdateWire {
  readonly description?: string;
  readonly revoked?: true;
}
