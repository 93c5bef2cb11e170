import { describe, expect, it } from 'vitest';
import {
  canDownloadVaultFile,
  canManageVaultFile,
  canSeeTeamVault,
  countsAsDownload,
} from './vault.policy';

const file = { owner_id: 7 };

describe('vault policy', () => {
  it('lets only the owner manage a file', () => {
    expect(canManageVaultFile(7, file)).toBe(true);
    expect(canManageVaultFile(8, file)).toBe(false);
  });

  it('lets the owner and active team members download, nobody else', () => {
    expect(canDownloadVaultFile(7, file, false)).toBe(true);
    expect(canDownloadVaultFile(8, file, true)).toBe(true);
    expect(canDownloadVaultFile(8, file, false)).toBe(false);
  });

  it('shows a team vault to its creator and the creator’s active team', () => {
    expect(canSeeTeamVault(7, 7, false)).toBe(true);
    expect(canSeeTeamVault(8, 7, true)).toBe(true);
    expect(canSeeTeamVault(8, 7, false)).toBe(false);
  });

  it('counts whole downloads and ranges from byte 0, not later ranges or HEAD', () => {
    expect(countsAsDownload('GET', null)).toBe(true);
    expect(countsAsDownload('GET', 0)).toBe(true);
    expect(countsAsDownload('GET', 1024)).toBe(false);
    expect(countsAsDownload('HEAD', null)).toBe(false);
  });
});
