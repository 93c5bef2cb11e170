/** Who may do what to a vault file. Pure: the service supplies the team membership it read. */
import { rule } from '../../platform/access/policy';
import type { PolicyTable } from '../../platform/access/policy';
import { notFound } from '../../platform/http/errors';

export const FILE_NOT_FOUND = 'File not found';

interface OwnedFile {
  owner_id: number;
}

/**
 * `onTeam`: whether the actor holds an accepted, not-removed membership of the owner's team
 * right now; a pending invitation does not count.
 */
export interface FileForViewer {
  file: OwnedFile;
  onTeam: boolean;
}

export interface CreatorVaultForViewer {
  creatorId: number;
  onTeam: boolean;
}

// Someone who may not have a file learns nothing about it, not even that it exists.
const fileNotFound = () => notFound(FILE_NOT_FOUND);

export const vaultPolicies = {
  /** Listing, uploading into and deleting from a vault: its owner only. */
  'vaultFile.manage': rule<OwnedFile>((actor, file) => actor.id === file.owner_id, fileNotFound),
  /** Downloading: the owner, or someone on the owner's team right now. */
  'vaultFile.download': rule<FileForViewer>(
    (actor, { file, onTeam }) => actor.id === file.owner_id || onTeam,
    fileNotFound,
  ),
  /** Seeing a creator's whole vault as a team vault: the same people who may download from it. */
  'teamVault.view': rule<CreatorVaultForViewer>(
    (actor, { creatorId, onTeam }) => actor.id === creatorId || onTeam,
    fileNotFound,
  ),
} satisfies PolicyTable;

/**
 * Whether serving this request counts as a download: any full download does, and a range
 * from byte 0 (the first request of a resumable or streamed download); later ranges
 * continue a download already counted. HEAD requests fetch no file and never count.
 */
export function countsAsDownload(method: string, rangeStart: number | null): boolean {
  return method === 'GET' && (rangeStart === null || rangeStart === 0);
}
