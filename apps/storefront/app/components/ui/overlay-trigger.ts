import { useState, type MouseEvent } from 'react';

/**
 * A plain button that opens an overlay (a modal dialog, a menu) whose code, react-aria's overlay machinery, is fetched
 * only when it is first wanted (decision 0018): `preload` starts that fetch when the button is pointed at or focused,
 * and the overlay is mounted from the first press on (`used`; it stays mounted so closing can play its exit animation).
 * The button tells assistive technology what it opens and whether it is open, as react-aria's triggers do.
 */
export function useOverlayTrigger(preload: () => Promise<unknown>, popup: 'dialog' | 'menu') {
  const [isOpen, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const warm = () => {
    // A failed fetch is tried again when the overlay mounts.
    preload().catch(() => undefined);
  };
  const open = () => {
    setUsed(true);
    setOpen(true);
  };
  return {
    isOpen,
    setOpen,
    used,
    open,
    buttonProps: {
      type: 'button' as const,
      'aria-haspopup': popup,
      'aria-expanded': isOpen,
      onPointerEnter: warm,
      onFocus: warm,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        // Focused (Safari does not focus a clicked button), so that focus returns here when the overlay closes.
        event.currentTarget.focus();
        open();
      },
    },
  };
}
