/**
 * The in-app replacement for `confirm()`: a question, a confirm button and Cancel.
 * While `onConfirm` runs the buttons wait; the dialog closes when it resolves. When it
 * throws the dialog stays open: the caller reports the failure (a toast) in `onConfirm`.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for deletions and other things that cannot be undone. */
  destructive?: boolean;
  onConfirm: () => void | Promise<void>;
}

export function ConfirmDialogView({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const [isWorking, setIsWorking] = useState(false);

  async function handleConfirm() {
    setIsWorking(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Stays open so the user can try again; `onConfirm` has said what went wrong.
    } finally {
      setIsWorking(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !isWorking && onOpenChange(next)}>
      <DialogContent title={title} description={text} hideClose className="max-w-md">
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={isWorking}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            loading={isWorking}
            onClick={handleConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
