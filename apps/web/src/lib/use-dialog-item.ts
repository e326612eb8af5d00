import { useState } from 'react';

/**
 * What a dialog about one item (a listing to book, to edit) shows: the item it was last opened for,
 * kept while it closes (so it closes in place and focus goes back to its opener), and `opening`, a
 * number new at each opening and each other item. A form keyed by it starts fresh every time.
 */
export function useDialogItem<T extends { _id: string }>(
  item: T | null,
): { shown: T | null; opening: number } {
  const open = item !== null;
  const [state, setState] = useState({ shown: item, open, opening: 0 });
  if (item !== null && item !== state.shown) {
    const other = !state.open || item._id !== state.shown?._id;
    const next = { shown: item, open, opening: state.opening + (other ? 1 : 0) };
    setState(next);
    return next;
  }
  if (open !== state.open) {
    const next = { ...state, open, opening: state.opening + (open ? 1 : 0) };
    setState(next);
    return next;
  }
  return state;
}
