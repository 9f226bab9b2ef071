/**
 * TeamPage: one team as its members see it — the member list, inviting by email, pending invitations with revoke, and
 * renaming / deleting — each part shown only with the permission the service checks for it ($read_members,
 * $invite_members, $update_team, $delete_team), and re-rendered when a permission is granted or revoked.
 */
import { Suspense, useState, type ReactNode } from 'react';
import type { SentTeamInvitation, Team } from '../../application';
import { useStrings } from '../context';
import { usePermission, useTeam, useTeamSentInvitations, useTeamMembers } from '../hooks';
import { ActionForm, Field } from '../ui/form';
import { InputError } from '../ui/messages';
import { Screen } from '../ui/screen';
import { useSubmit } from '../ui/use-submit';
import { Section } from './settings/section';
import { NotFound } from './error';

function Members({ team }: { readonly team: Team }): ReactNode {
  const s = useStrings();
  const members = useTeamMembers(team.id);
  return (
    <Section title={s.membersSection}>
      <ul className="portcullis-list">
        {members.map((m) => <li key={m.userId} className="portcullis-row">{m.displayName ?? s.unnamedMember}</li>)}
      </ul>
    </Section>
  );
}

function Invite({ team }: { readonly team: Team }): ReactNode {
  const s = useStrings();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Section title={s.inviteSection}>
      <ActionForm label={s.inviteSection} submitLabel={s.invite} resetOnSuccess successMessage={sent === null ? null : s.invitationSent(sent)}
        onSubmit={async (data) => {
          const email = String(data.get('email') ?? '');
          const result = await team.inviteUser({ email });
          setSent(result.ok ? email : null);
          return result;
        }}>
        <Field name="email" label={s.email} type="email" autoComplete="off" errorKind="email" required />
      </ActionForm>
    </Section>
  );
}

function InvitationRow({ invitation }: { readonly invitation: SentTeamInvitation }): ReactNode {
  const s = useStrings();
  const { pending, error, submit } = useSubmit();
  return (
    <li className="portcullis-row">
      <span>{invitation.recipientEmail}</span>
      <span className="portcullis-badge">{s.expires(new Date(invitation.expiresAt).toISOString().slice(0, 10))}</span>
      <button type="button" className="portcullis-button portcullis-secondary" disabled={pending} aria-label={`${s.revoke}: ${invitation.recipientEmail}`}
        onClick={() => void submit(() => invitation.revoke())}>{s.revoke}</button>
      <span role="alert" className="portcullis-alert">{error}</span>
    </li>
  );
}

function Invitations({ team }: { readonly team: Team }): ReactNode {
  const s = useStrings();
  const invitations = useTeamSentInvitations(team.id);
  return (
    <Section title={s.pendingInvitations}>
      {invitations.length === 0 ? <p>{s.noPendingInvitations}</p>
        : <ul className="portcullis-list">{invitations.map((i) => <InvitationRow key={i.id} invitation={i} />)}</ul>}
    </Section>
  );
}

function TeamAdmin({ team, canRename, canDelete }: { readonly team: Team; readonly canRename: boolean; readonly canDelete: boolean }): ReactNode {
  const s = useStrings();
  const { pending, error, submit } = useSubmit();
  if (!canRename && !canDelete) return null;
  return (
    <Section title={s.teamSettingsSection}>
      {canRename ? (
        <ActionForm label={s.renameTeam} submitLabel={s.renameTeam}
          onSubmit={async (data) => {
            const displayName = String(data.get('teamName') ?? '').trim();
            if (displayName === '') throw new InputError(s.teamNameRequired, 'name');
            return team.update({ displayName });
          }}>
          <Field name="teamName" label={s.teamName} defaultValue={team.displayName} errorKind="name" required />
        </ActionForm>
      ) : null}
      {canDelete ? (
        <button type="button" className="portcullis-button portcullis-danger" disabled={pending} onClick={() => void submit(() => team.delete())}>{s.deleteTeam}</button>
      ) : null}
      <div role="alert" className="portcullis-alert">{error}</div>
    </Section>
  );
}

export function TeamPage({ teamId, className }: { readonly teamId: string; readonly className?: string }): ReactNode {
  const s = useStrings();
  const team = useTeam(teamId);
  const canRead = usePermission(teamId, '$read_members');
  const canInvite = usePermission(teamId, '$invite_members');
  const canRename = usePermission(teamId, '$update_team');
  const canDelete = usePermission(teamId, '$delete_team');
  if (team === null) return <NotFound className={className} />;
  const loading = <p role="status">{s.loading}</p>;
  return (
    <Screen title={team.displayName} className={className}>
      {canRead ? <Suspense fallback={loading}><Members team={team} /></Suspense> : null}
      {canInvite ? <Invite team={team} /> : null}
      {canRead && canInvite ? <Suspense fallback={loading}><Invitations team={team} /></Suspense> : null}
      <TeamAdmin team={team} canRename={canRename} canDelete={canDelete} />
    </Screen>
  );
}
