import { useId, useState } from 'react';

/**
 * A part of a screen shown and hidden by one button: whether it is open, the button's props (its state
 * and the part it controls, for screen readers) and the part's id.
 */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  return {
    open,
    setOpen,
    panelId,
    buttonProps: {
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((current) => !current),
    },
  };
}
