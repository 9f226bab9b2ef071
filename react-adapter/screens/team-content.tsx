/**
 * A team as its members see it — members, inviting by email, pending invitations with revoke, the team's photo and
 * name, leaving it and (set apart) deleting it — each part shown only with the permission the service checks for it
 * ($read_members, $invite_members, $update_team, $delete_team) and re-rendered when one is granted or revoked.
 * TeamContent is the page of a team in account settings (#team-<id>); TeamPageScreen is the same on a page of its own
 * (TeamPage, team-page.tsx, loads it).
 */
import { Suspense, useState, type ReactNode } from 'react';
import type { CurrentUser, SentTeamInvitation, Team } from '../../application';
import { useSettingsStrings } from './settings/use-settings-strings';
import { usePermission, useTeam, useTeamMembers, useTeamSentInvitations, useUser } from '../hooks';
import { ActionForm, Field } from '../ui/form';
import { InputError } from '../ui/messages';
import { Screen } from '../ui/screen';
import { isolated, Name } from '../ui/bidi';
import { useSubmit } from '../ui/use-submit';
import { MenuStyles } from '../theme/menu-styles';
import { SettingsStyles } from '../theme/settings-styles';
import { NotFound } from './error';
import { ImageUploadRow } from './settings/image-upload-row';
import { SettingRow } from './settings/section';
import { UserAvatar } from './user-avatar';

function Members({ team, user }: { readonly team: Team; readonly user: CurrentUser }): ReactNode {
  const s = useSettingsStrings();
  const members = useTeamMembers(team.id);
  return (
    <SettingRow title={s.membersSection} description={s.memberCount(members.length)}>
      <ul className="portcullis-list-box">
        {members.map((m) => (
          <li key={m.userId} className="portcullis-list-row">
            <span className="portcullis-list-main">
              <UserAvatar user={m} size={28} />
              <Name>{m.displayName ?? s.unnamedMember}</Name>
              {m.userId === user.id ? <span className="portcullis-badge">{s.you}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </SettingRow>
  );
}

function Invite({ team }: { readonly team: Team }): ReactNode {
  const s = useSettingsStrings();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <SettingRow title={s.inviteSection} description={s.inviteDescription}>
      <ActionForm label={s.inviteSection} submitLabel={s.invite} resetOnSuccess inline successMessage={sent === null ? null : s.invitationSent(isolated(sent))}
        onSubmit={async (data) => {
          const email = String(data.get('email') ?? '');
          const result = await team.inviteUser({ email });
          setSent(result.ok ? email : null);
          return result;
        }}>
        <Field name="email" label={s.email} type="email" autoComplete="off" errorKind="email" required hideLabel placeholder="name@example.com" />
      </ActionForm>
    </SettingRow>
  );
}

function InvitationRow({ invitation }: { readonly invitation: SentTeamInvitation }): ReactNode {
  const s = useSettingsStrings();
  const { pending, error, submit } = useSubmit();
  return (
    <li className="portcullis-list-row">
      <span className="portcullis-list-main">
        <Name>{invitation.recipientEmail}</Name>
        <span className="portcullis-badge">{s.expires(new Date(invitation.expiresAt).toISOString().slice(0, 10))}</span>
      </span>
      <button type="button" className="portcullis-button portcullis-plain portcullis-small" disabled={pending} aria-label={`${s.revoke}: ${isolated(invitation.recipientEmail)}`}
        onClick={() => void submit(() => invitation.revoke())}>{s.revoke}</button>
      <span role="alert" className="portcullis-alert">{error}</span>
    </li>
  );
}

function Invitations({ team }: { readonly team: Team }): ReactNode {
  const s = useSettingsStrings();
  const invitations = useTeamSentInvitations(team.id);
  return (
    <SettingRow title={s.pendingInvitations} description={invitations.length === 0 ? s.noPendingInvitations : undefined}>
      {invitations.length === 0 ? null : <ul className="portcullis-list-box">{invitations.map((i) => <InvitationRow key={i.id} invitation={i} />)}</ul>}
    </SettingRow>
  );
}

function TeamPhoto({ team }: { readonly team: Team }): ReactNode {
  const s = useSettingsStrings();
  return (
    <ImageUploadRow title={s.teamPhoto} description={s.teamPhotoDescription} leading={<UserAvatar user={team} size={48} square />}
      removable={false} save={(profileImageUrl) => team.update({ profileImageUrl })} />
  );
}

function TeamAdmin({ team, user, canRename, canDelete }: {
  readonly team: Team; readonly user: CurrentUser; readonly canRename: boolean; readonly canDelete: boolean;
}): ReactNode {
  const s = useSettingsStrings();
  const { pending, error, submit } = useSubmit();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {canRename ? <TeamPhoto team={team} /> : null}
      {canRename ? (
        <SettingRow title={s.teamName} description={s.teamNameDescription}>
          <ActionForm label={s.renameTeam} submitLabel={s.save} inline
            onSubmit={async (data) => {
              const displayName = String(data.get('teamName') ?? '').trim();
              if (displayName === '') throw new InputError(s.teamNameRequired, 'name');
              return team.update({ displayName });
            }}>
            <Field name="teamName" label={s.teamName} defaultValue={team.displayName} errorKind="name" required hideLabel />
          </ActionForm>
        </SettingRow>
      ) : null}
      <SettingRow title={s.leaveTeam} description={s.leaveTeamDescription}
        action={{ label: s.leaveTeam, pending, onClick: () => void submit(() => user.teams.leave(team)) }} />
      {canDelete ? (
        <div className="portcullis-danger-zone">
          <SettingRow title={s.deleteTeam} description={s.deleteTeamWarning}
            action={confirming ? undefined : { label: s.deleteTeam, danger: true, onClick: () => setConfirming(true) }}>
            {confirming ? (
              <div className="portcullis-actions">
                <button type="button" className="portcullis-button portcullis-danger portcullis-small" disabled={pending}
                  onClick={() => void submit(() => team.delete())}>{s.confirmDeleteTeam}</button>
                <button type="button" className="portcullis-button portcullis-plain portcullis-small" onClick={() => setConfirming(false)}>{s.cancel}</button>
              </div>
            ) : null}
          </SettingRow>
        </div>
      ) : null}
      <div role="alert" className="portcullis-alert">{error}</div>
    </>
  );
}

/** The parts of a team's page the user may see, without a frame (account settings puts its own heading above). */
export function TeamContent({ team }: { readonly team: Team }): ReactNode {
  const s = useSettingsStrings();
  const user = useUser({ or: 'throw' });
  const canRead = usePermission(team.id, '$read_members');
  const canInvite = usePermission(team.id, '$invite_members');
  const canRename = usePermission(team.id, '$update_team');
  const canDelete = usePermission(team.id, '$delete_team');
  const loading = <p role="status">{s.loading}</p>;
  return (
    <>
      {canRead ? <Suspense fallback={loading}><Members team={team} user={user} /></Suspense> : null}
      {canInvite ? <Invite team={team} /> : null}
      {canRead && canInvite ? <Suspense fallback={loading}><Invitations team={team} /></Suspense> : null}
      <TeamAdmin team={team} user={user} canRename={canRename} canDelete={canDelete} />
    </>
  );
}

export function TeamPageScreen({ teamId, className }: { readonly teamId: string; readonly className?: string }): ReactNode {
  const team = useTeam(teamId);
  if (team === null) return <NotFound className={className} />;
  return (
    <>
      <SettingsStyles />
      <MenuStyles />
      <Screen title={team.displayName} titleIsName className={className}>
        <TeamContent team={team} />
      </Screen>
    </>
  );
}
