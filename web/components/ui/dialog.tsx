/**
 * The dialog primitive: Radix handles the focus trap, Escape, outside clicks and the
 * accessible title; this file gives it Backline's look.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Hides the corner close button (for dialogs that must be answered). */
  hideClose?: boolean;
  /** Covers the whole screen (the admin console's panels) instead of a centred card. */
  fullScreen?: boolean;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  onInteractOutside?: (event: Event) => void;
}

export function DialogContent({
  title,
  description,
  children,
  className,
  hideClose = false,
  fullScreen = false,
  onEscapeKeyDown,
  onInteractOutside,
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/75 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <RadixDialog.Content
        onEscapeKeyDown={onEscapeKeyDown}
        onInteractOutside={onInteractOutside}
        // Without a description, say so explicitly (Radix otherwise warns about a missing one).
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          fullScreen
            ? 'fixed inset-0 z-50 overflow-y-auto bg-ink-900 p-4 focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:p-8'
            : 'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-white/10 bg-ink-850 p-5 shadow-[0_30px_80px_-20px_rgb(0_0_0/0.8)] focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in sm:p-7',
          className,
        )}
      >
        <div className={cn(fullScreen && 'mx-auto w-full max-w-6xl')}>
          <div className={cn('flex flex-col gap-1.5', !hideClose && 'pr-10')}>
            <RadixDialog.Title
              className={cn(
                'font-display font-extrabold tracking-tight text-fg',
                fullScreen ? 'text-2xl sm:text-3xl' : 'text-xl',
              )}
            >
              {title}
            </RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="text-sm leading-relaxed text-fg-muted">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          {children ? <div className={fullScreen ? 'mt-6' : 'mt-5'}>{children}</div> : null}
        </div>
        {/* Last in the tab order, so opening the dialog focuses its content, not "Close". */}
        {!hideClose && (
          <RadixDialog.Close
            className={cn(
              'inline-flex size-9 items-center justify-center rounded-full text-fg-subtle transition hover:bg-white/[0.07] hover:text-fg',
              // On a full screen the button stays in its corner while the panel scrolls.
              fullScreen
                ? 'fixed top-4 right-4 z-10 border border-white/10 bg-ink-850 sm:top-7 sm:right-7'
                : 'absolute top-4 right-4 sm:top-5 sm:right-5',
            )}
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
