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
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  onInteractOutside?: (event: Event) => void;
}

export function DialogContent({
  title,
  description,
  children,
  className,
  hideClose = false,
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
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-white/10 bg-ink-850 p-5 shadow-[0_30px_80px_-20px_rgb(0_0_0/0.8)] focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in sm:p-7',
          className,
        )}
      >
        <div className={cn('flex flex-col gap-1.5', !hideClose && 'pr-10')}>
          <RadixDialog.Title className="font-display text-xl font-extrabold tracking-tight text-fg">
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="text-sm leading-relaxed text-fg-muted">
              {description}
            </RadixDialog.Description>
          ) : null}
        </div>
        {children ? <div className="mt-5">{children}</div> : null}
        {/* Last in the tab order, so opening the dialog focuses its content, not "Close". */}
        {!hideClose && (
          <RadixDialog.Close
            className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-fg-subtle transition hover:bg-white/[0.07] hover:text-fg sm:top-5 sm:right-5"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
