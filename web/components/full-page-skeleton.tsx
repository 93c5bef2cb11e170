import { Skeleton } from './ui/skeleton';

/** The shape of a signed-in screen while we learn who is signed in. */
export function FullPageSkeleton() {
  return (
    <div className="min-h-dvh" role="status" aria-label="Loading Backline">
      <div className="fixed inset-y-0 left-0 hidden w-64 flex-col gap-3 border-r border-white/[0.07] bg-ink-900/95 p-5 lg:flex">
        <Skeleton className="mb-4 h-8 w-36" />
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className="h-10" />
        ))}
        <div className="mt-auto flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-4 flex-1" />
        </div>
      </div>
      <div className="flex h-14 items-center gap-3 border-b border-white/[0.07] px-3 lg:hidden">
        <Skeleton className="size-10" />
        <Skeleton className="h-6 w-28" />
      </div>
      <div className="lg:pl-64">
        <PageSkeleton />
      </div>
    </div>
  );
}

/** The content area of a screen whose code or data is on its way. */
export function PageSkeleton() {
  return (
    <div
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-10 lg:py-12"
      aria-hidden="true"
    >
      <Skeleton className="h-9 w-64 max-w-full" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-32" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}
