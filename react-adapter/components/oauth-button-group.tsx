/**
 * OAuthButtonGroup: one OAuthButton per provider the project enables (or `mockProject`'s, for previews), same name and
 * props as the official component. Renders nothing when there is none.
 */
import type { ReactNode } from 'react';
import { useProject } from '../hooks';
import { OAuthButton } from './oauth-button';

export interface OAuthButtonGroupProps {
  readonly type: 'sign-in' | 'sign-up';
  readonly mockProject?: { readonly config: { readonly oauthProviders: readonly { readonly id: string }[] } };
}

export function OAuthButtonGroup({ type, mockProject }: OAuthButtonGroupProps): ReactNode {
  return mockProject === undefined
    ? <ProjectProviders type={type} />
    : <Buttons type={type} ids={mockProject.config.oauthProviders.map((p) => p.id)} mock />;
}

function ProjectProviders({ type }: { readonly type: 'sign-in' | 'sign-up' }): ReactNode {
  const { config } = useProject();
  return <Buttons type={type} ids={config.enabledOAuthProviderIds} />;
}

function Buttons({ type, ids, mock }: { readonly type: 'sign-in' | 'sign-up'; readonly ids: readonly string[]; readonly mock?: boolean }): ReactNode {
  if (ids.length === 0) return null;
  return <div className="portcullis-providers">{ids.map((id) => <OAuthButton key={id} provider={id} type={type} isMock={mock} />)}</div>;
}
