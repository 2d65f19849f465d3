import { useEffect, useState } from 'react';

/** The rows picked for a bulk action; only for those who may (`can.manageReports`). */
export interface Selection {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
}

/** The reports picked for a bulk action; a new list (filters, page) starts with none. */
export function useSelection(listKey: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list key is what resets it
  useEffect(() => setSelected(new Set()), [listKey]);
  return {
    selected,
    toggle: (id: string) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    clear: () => setSelected(new Set()),
  };
}
