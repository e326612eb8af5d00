import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Search } from 'lucide-react';

interface NavbarSearchProps {
  /** Focus the field on mount (the small-screen search row opens for typing). */
  autoFocus?: boolean;
  className?: string;
}

/**
 * The navbar's search box: Enter (or the button) opens /search?q=… as a new search. On the
 * results page it shows the words in effect.
 */
export function NavbarSearch({ autoFocus = false, className = '' }: NavbarSearchProps) {
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // The words as the search reads them (search-params.ts: trimmed, at most 100 characters).
  const current = pathname === '/search' ? (params.get('q') ?? '').trim().slice(0, 100) : '';
  const [text, setText] = useState(current);
  const [shown, setShown] = useState(current);
  if (current !== shown) {
    // Back, a link or a filter changed the search: show its words.
    setShown(current);
    setText(current);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Built here rather than with search-params.ts, whose schemas would weigh on every page.
    const q = text.trim().slice(0, 100);
    void navigate(q ? `/search?${new URLSearchParams({ q }).toString()}` : '/search');
  };

  return (
    // A real GET form: without JavaScript (or before it arrives) it still opens /search?q=….
    <form
      role="search"
      aria-label="Phones"
      action="/search"
      method="get"
      onSubmit={onSubmit}
      className={className}
    >
      <label htmlFor={id} className="sr-only">
        Search phones
      </label>
      <div className="join w-full">
        <input
          id={id}
          name="q"
          type="search"
          className="input input-sm join-item w-full"
          placeholder="Search phones"
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          autoFocus={autoFocus}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-sm join-item" aria-label="Search">
          <Search aria-hidden className="size-4" />
        </button>
      </div>
    </form>
  );
}
