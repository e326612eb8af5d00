import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search in effect (from the URL). */
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
}

/**
 * A search field that asks once typing pauses (or at once on Enter). It follows `value` when the
 * search changes from outside, e.g. Back, without undoing what the person is typing.
 */
export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    // The same search with a trailing space is still what they typed; keep it.
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className="w-full sm:w-72"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="input input-sm w-full">
        <Search aria-hidden className="size-4 text-ink-muted" />
        <input
          id={id}
          type="search"
          className="grow"
          value={text}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
      </div>
    </form>
  );
}
