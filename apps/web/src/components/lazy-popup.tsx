import { type ReactNode, Suspense, useState } from 'react';

/**
 * A popup (menu, popover, dialog) whose code loads when it is first opened. `value` is what it
 * is open with (its anchor element, or true), `closed` while it is not; once opened it stays
 * mounted (`mounted`), so that it can animate out.
 */
export function useLazyPopup<T>(closed: T) {
  const [value, setValue] = useState<T>(closed);
  const [mounted, setMounted] = useState(false);
  return {
    value,
    mounted,
    open: (next: T) => {
      setMounted(true);
      setValue(next);
    },
    close: () => setValue(closed),
  };
}

/** Where a lazy popup goes: nothing until it is first opened, then the popup once its code is in. */
export function LazyPopup({ popup, children }: { popup: { mounted: boolean }; children: ReactNode }) {
  return popup.mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
