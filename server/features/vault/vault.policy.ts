/** Who may do what to a vault file. Pure: the caller supplies the team membership it read. */

interface OwnedFile {
  owner_id: number;
}

/** Listing, uploading into and deleting from a vault: its owner only. */
export function canManageVaultFile(viewerId: number, file: OwnedFile): boolean {
  return viewerId === file.owner_id;
}

/**
 * Downloading: the owner, or someone on the owner's team right now. `isActiveTeamMember`
 * is whether the viewer holds an accepted, not-removed membership of the owner's team;
 * a pending invitation does not count.
 */
export function canDownloadVaultFile(
  viewerId: number,
  file: OwnedFile,
  isActiveTeamMember: boolean,
): boolean {
  return canManageVaultFile(viewerId, file) || isActiveTeamMember;
}

/** Seeing a creator's whole vault as a team vault: the same people who may download from it. */
export function canSeeTeamVault(
  viewerId: number,
  creatorId: number,
  isActiveTeamMember: boolean,
): boolean {
  return viewerId === creatorId || isActiveTeamMember;
}

/**
 * Whether serving this request counts as a download: any full download does, and a range
 * from byte 0 (the first request of a resumable or streamed download); later ranges
 * continue a download already counted. HEAD requests fetch no file and never count.
 */
export function countsAsDownload(method: string, rangeStart: number | null): boolean {
  return method === 'GET' && (rangeStart === null || rangeStart === 0);
}
