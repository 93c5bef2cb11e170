/**
 * The selling screens (Move That Work) are for roles that sell; the server refuses their
 * calls to fans. A fan who opens one by its address is told so, with the way to start
 * creating right there, instead of a screen of refusals.
 */
import type { ReactNode } from 'react';
import { useAuth } from '../lib/auth/auth-context';
import { canSell } from '../lib/roles';
import { PageContainer } from './page-layout';
import { PageTitle } from './page-title';
import { StartCreating } from './start-creating';

export function RequireSeller({ screen, children }: { screen: string; children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return null;
  if (canSell(user)) return children;
  return (
    <PageContainer className="max-w-xl">
      <PageTitle>{screen}</PageTitle>
      <div className="flex flex-col gap-2">
        <p className="text-xs font-bold tracking-[0.18em] text-accent-300 uppercase">{screen}</p>
        <h1 className="font-display text-3xl font-black tracking-tight text-fg">
          For artists, creators and producers
        </h1>
        <p className="text-fg-muted">
          {screen} is where creators sell their work. Your account is a fan account: follow,
          subscribe and buy from your dashboard, or switch to start selling your own.
        </p>
      </div>
      <StartCreating />
    </PageContainer>
  );
}
