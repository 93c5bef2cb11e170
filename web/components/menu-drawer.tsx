/**
 * The phone's navigation drawer (sidebar.tsx): slides in from the left, closes on an overlay
 * click, on Escape and on the close button, and gives focus back to the menu button.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';

export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, focused again when it closes. */
  menuButton: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

export function MenuDrawer({ open, onOpenChange, menuButton, children }: MenuDrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink-950/70 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in lg:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix gives focus back to its own trigger; the menu button is ours.
            event.preventDefault();
            menuButton.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-[min(18rem,85vw)] border-r border-white/[0.08] bg-ink-900 shadow-2xl focus:outline-none data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left lg:hidden"
        >
          <RadixDialog.Title className="sr-only">Menu</RadixDialog.Title>
          <RadixDialog.Close
            className="absolute top-3.5 right-3 inline-flex size-9 items-center justify-center rounded-full text-fg-subtle transition hover:bg-white/[0.07] hover:text-fg"
            aria-label="Close menu"
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
