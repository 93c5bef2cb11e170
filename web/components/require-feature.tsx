import type { ReactNode } from 'react';
import { useFeatureEnabled } from '../lib/api/settings.api';
import type { FeatureFlagName } from '../lib/feature-flags';

/**
 * Shows `children` while `flag` is on, `otherwise` (the not-found page, say) while an
 * administrator has switched the feature off: the server answers its calls with 404 then.
 */
export function RequireFeature({
  flag,
  children,
  otherwise = null,
}: {
  flag: FeatureFlagName;
  children: ReactNode;
  otherwise?: ReactNode;
}) {
  return useFeatureEnabled(flag) ? children : otherwise;
}
