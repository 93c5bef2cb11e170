import { BadgeCheck, Headphones, Heart, Palette, ShieldCheck, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { UserRole } from '@contract/users';
import { knownRole, roleBadgeClassName, roleLabel } from '../../lib/roles';
import { Badge } from '../ui/badge';
import { cn } from '../ui/cn';

const roleIcons: Record<UserRole, LucideIcon> = {
  admin: ShieldCheck,
  creator: Sparkles,
  artist: Palette,
  producer: Headphones,
  fan: Heart,
};

/** A person's role with its own icon and colour (spec part 1, section 6). */
export function RoleBadge({ role, className }: { role: string; className?: string }) {
  const Icon = roleIcons[knownRole(role)];
  return (
    <Badge className={cn(roleBadgeClassName(role), className)}>
      <Icon aria-hidden="true" />
      {roleLabel(role)}
    </Badge>
  );
}

/** The verified tick next to a name. */
export function VerifiedMark({ className }: { className?: string }) {
  return (
    <BadgeCheck
      className={cn('size-4.5 shrink-0 text-sky-400', className)}
      role="img"
      aria-label="Verified"
    />
  );
}
