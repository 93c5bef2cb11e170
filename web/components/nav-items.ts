import {
  AudioLines,
  BadgeDollarSign,
  LayoutDashboard,
  PenLine,
  Rss,
  Share2,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { FeatureFlag } from '../lib/feature-flags';
import type { FeatureFlagName } from '../lib/feature-flags';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  adminOnly?: boolean;
  /** Only for roles that sell (see `canSell`): fans do not get it. */
  sellersOnly?: boolean;
  /** Hidden while an administrator has switched this feature off. */
  flag?: FeatureFlagName;
}

/** The sidebar of spec part 1, section 2, in its order. */
export const navItems: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'Feed', to: '/feed', icon: Rss },
  { label: 'D-Cypher', to: '/writers-block', icon: PenLine, flag: FeatureFlag.dcypher },
  { label: 'Move That Work', to: '/monetize', icon: BadgeDollarSign, sellersOnly: true },
  {
    label: 'Find Your Tribe',
    to: '/crm',
    icon: Users,
    sellersOnly: true,
    flag: FeatureFlag.tribe,
  },
  {
    label: 'Social Media',
    to: '/social',
    icon: Share2,
    sellersOnly: true,
    flag: FeatureFlag.social,
  },
  { label: 'Backline', to: '/backline', icon: AudioLines, flag: FeatureFlag.studio },
  { label: 'Admin', to: '/admin', icon: ShieldCheck, adminOnly: true },
];
