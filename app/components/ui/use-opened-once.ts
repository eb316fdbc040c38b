import { useState } from "react";

/**
 * True from the first time `open` is true on: a dialog fetched lazily (React.lazy) is mounted
 * from its first opening and stays mounted, so a fetcher's answer and its toast that arrive after
 * it closed are not lost, and it is not fetched again.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's documented pattern): no extra paint, no effect.
  if (open && !opened) setOpened(true);
  return opened || open;
}
