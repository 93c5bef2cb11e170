/** The upgrade dialog opens on this hash (spec: upgrade buttons set the URL hash to #upgrade). */
export const UPGRADE_HASH = '#upgrade';

export function openUpgradeDialog(): void {
  window.location.hash = UPGRADE_HASH;
}
