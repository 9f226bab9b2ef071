/** TeamPage: one team's page (members, invitations, settings), loaded on first render (team-content.tsx). */
import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingCard } from '../ui/loading-card';

const Screen = /* @__PURE__ */ lazy(() => import('./team-content').then((m) => ({ default: m.TeamPageScreen })));

export function TeamPage(props: { readonly teamId: string; readonly className?: string }): ReactNode {
  return <Suspense fallback={<LoadingCard className={props.className} />}><Screen {...props} /></Suspense>;
}
