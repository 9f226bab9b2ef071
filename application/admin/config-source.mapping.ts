/** The pushed config's source, wire (snake_case) ↔ entity (camelCase); only the GitHub shape has fields to rename. */
import type { PushedConfigSource } from '../../domain/entities/project-config-tree';
import type { ConfigSourceWire } from './config-source.schema';

export function configSourceFromWire(wire: ConfigSourceWire): PushedConfigSource {
  if (wire.type !== 'pushed-from-github') return { type: wire.type };
  return { type: wire.type, owner: wire.owner, repo: wire.repo, branch: wire.branch, commitHash: wire.commit_hash, configFilePath: wire.config_file_path };
}

export function configSourceToWire(source: PushedConfigSource): Record<string, string> {
  if (source.type !== 'pushed-from-github') return { type: source.type };
  return {
    type: source.type, owner: source.owner, repo: source.repo, branch: source.branch, commit_hash: source.commitHash, config_file_path: source.configFilePath,
  };
}
