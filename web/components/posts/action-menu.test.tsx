import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Flag, Link2 } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionMenu } from './action-menu';

afterEach(cleanup);

function renderMenu() {
  const copy = vi.fn();
  const report = vi.fn();
  render(
    <ActionMenu
      label="Post options"
      items={[
        { label: 'Copy link', icon: Link2, onSelect: copy },
        { label: 'Report post', icon: Flag, onSelect: report },
      ]}
    />,
  );
  return { copy, report, trigger: screen.getByRole('button', { name: 'Post options' }) };
}

describe('ActionMenu', () => {
  it('opens on click with focus on the first item, and moves with the arrow keys', () => {
    const { trigger, report } = renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Copy link' }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Report post' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report post' }));
    expect(report).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape and gives focus back to the button', () => {
    const { trigger, copy } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(copy).not.toHaveBeenCalled();
  });
});
