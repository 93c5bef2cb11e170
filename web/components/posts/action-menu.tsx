/**
 * A small menu button (WAI-ARIA "menu button" pattern): the trigger says it opens a menu,
 * arrow keys move between items, Escape or Tab closes it and an outside click does too.
 * Focus goes back to the trigger when an item is chosen, so a dialog the item opens
 * returns focus to a sensible place when it closes.
 */
import { MoreHorizontal } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { cn } from '../ui/cn';

export interface ActionMenuItem {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  destructive?: boolean;
}

interface ActionMenuProps {
  /** The trigger's accessible name, e.g. "Post options". */
  label: string;
  items: ActionMenuItem[];
  className?: string;
}

export function ActionMenu({ label, items, className }: ActionMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  // Which item gets focus when the menu opens (ArrowUp on the trigger opens on the last).
  const openFocus = useRef<'first' | 'last'>('first');

  useEffect(() => {
    if (!isOpen) return;
    const target = openFocus.current === 'last' ? items.length - 1 : 0;
    itemRefs.current[target]?.focus();

    function handlePointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen, items.length]);

  function open(focus: 'first' | 'last') {
    openFocus.current = focus;
    setIsOpen(true);
  }

  function close(returnFocus: boolean) {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  function handleTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const focused = itemRefs.current.findIndex((item) => item === document.activeElement);
    const move = (index: number) =>
      itemRefs.current[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(focused + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(focused - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  }

  function handleSelect(item: ActionMenuItem) {
    close(true);
    item.onSelect();
  }

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? close(false) : open('first'))}
        onKeyDown={handleTriggerKeyDown}
        className="inline-flex size-9 items-center justify-center rounded-full text-fg-subtle transition hover:bg-white/[0.07] hover:text-fg aria-expanded:bg-white/[0.07] aria-expanded:text-fg"
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </button>
      {isOpen && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={handleMenuKeyDown}
          className="absolute top-full right-0 z-20 mt-1.5 flex min-w-52 animate-pop-in flex-col rounded-2xl border border-white/10 bg-ink-800 p-1.5 shadow-[0_20px_50px_-15px_rgb(0_0_0/0.8)]"
        >
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => handleSelect(item)}
              className={cn(
                'flex items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium transition focus:outline-none',
                item.destructive
                  ? 'text-danger-300 hover:bg-danger-500/15 focus:bg-danger-500/15'
                  : 'text-fg hover:bg-white/[0.07] focus:bg-white/[0.07]',
              )}
            >
              <item.icon className="size-4.5 shrink-0 opacity-80" aria-hidden="true" />
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
