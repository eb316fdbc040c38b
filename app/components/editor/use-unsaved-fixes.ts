import { useMemo, useRef, useState } from "react";

/**
 * Items whose fix is in the text but not yet on the server: every save carries them until
 * one is saved, and they are not called addressed meanwhile.
 */
export function useUnsavedFixes() {
  const [ids, setIds] = useState<readonly string[]>([]);
  const sent = useRef<readonly string[]>([]);
  return useMemo(
    () => ({
      ids,
      add: (itemId: string) => setIds((current) => [...current, itemId]),
      /** The items a save now carries: every unsaved fix, and the one it applies. */
      send: (itemId?: string) => {
        sent.current = [...new Set([...ids, ...(itemId ? [itemId] : [])])];
        return sent.current;
      },
      /** The last save sent was stored: its items are resolved with its text. */
      confirmSent: () => {
        const resolved = new Set(sent.current);
        setIds((current) => current.filter((id) => !resolved.has(id)));
      },
      reset: () => setIds([]),
    }),
    [ids],
  );
}
