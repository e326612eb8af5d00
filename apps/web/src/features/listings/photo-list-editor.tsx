import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { PhotoPreview } from './add-product-photo-preview.tsx';
import { moved, MAX_PHOTOS, type PhotoEntry } from './photo-list.ts';

/** A stable key per entry: a stored URL is its own key, a file gets a number once. */
const fileKeys = new WeakMap<File, string>();
let nextKey = 0;
function keyOf(entry: PhotoEntry): string {
  if (typeof entry === 'string') return entry;
  let key = fileKeys.get(entry);
  if (!key) {
    key = `file-${nextKey++}`;
    fileKeys.set(entry, key);
  }
  return key;
}

type Action = 'earlier' | 'later' | 'remove';

export interface PhotoListEditorProps {
  entries: PhotoEntry[];
  onChange: (entries: PhotoEntry[]) => void;
  disabled?: boolean;
}

/**
 * The chosen photos in order, each with buttons to move it earlier or later and to remove it (all
 * reachable by keyboard, named per photo); the first is marked as the cover. After a move the
 * focus stays on the same button of the moved photo, so it can be pressed again.
 */
export function PhotoListEditor({ entries, onChange, disabled = false }: PhotoListEditorProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusNext, setFocusNext] = useState<string | null>(null);

  useEffect(() => {
    if (focusNext === null) return;
    buttons.current.get(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext, entries]);

  if (entries.length === 0) return null;

  function act(index: number, action: Action) {
    if (action === 'remove') {
      onChange(entries.filter((_, i) => i !== index));
      // Focus goes to the photo that takes its place (or the one before it).
      const next = entries[index + 1] ?? entries[index - 1];
      if (next) setFocusNext(`${keyOf(next)}:remove`);
      return;
    }
    const to = action === 'earlier' ? index - 1 : index + 1;
    onChange(moved(entries, index, to));
    // At an end the button is disabled: the focus moves to the other direction's.
    const atEnd = action === 'earlier' ? to === 0 : to === entries.length - 1;
    const other = action === 'earlier' ? 'later' : 'earlier';
    setFocusNext(`${keyOf(entries[index]!)}:${atEnd ? other : action}`);
  }

  const button = (index: number, action: Action, label: string, icon: React.ReactNode) => {
    const key = `${keyOf(entries[index]!)}:${action}`;
    const blocked =
      (action === 'earlier' && index === 0) || (action === 'later' && index === entries.length - 1);
    return (
      <button
        type="button"
        ref={(el) => {
          if (el) buttons.current.set(key, el);
          else buttons.current.delete(key);
        }}
        className="btn btn-square btn-ghost btn-sm"
        aria-label={label}
        title={label}
        disabled={disabled || blocked}
        onClick={() => act(index, action)}
      >
        {icon}
      </button>
    );
  };

  return (
    <div>
      <p className="mb-2 text-sm text-ink-muted" aria-live="polite">
        {entries.length} of {MAX_PHOTOS} photos. The first is the cover buyers see first.
      </p>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Chosen photos">
        {entries.map((entry, index) => {
          const n = index + 1;
          return (
            <li
              key={keyOf(entry)}
              className="flex flex-col items-center gap-1 rounded-box border border-base-300 p-2"
            >
              <div className="relative">
                <PhotoPreview file={entry} alt={`Chosen photo ${n}`} />
                {index === 0 ? (
                  <span className="badge badge-primary badge-sm absolute left-1 top-1">Cover</span>
                ) : null}
              </div>
              <span aria-hidden className="text-xs text-ink-muted">
                Photo {n}
              </span>
              <div className="flex">
                {button(
                  index,
                  'earlier',
                  `Move photo ${n} earlier`,
                  <ArrowLeft aria-hidden className="size-4" />,
                )}
                {button(
                  index,
                  'later',
                  `Move photo ${n} later`,
                  <ArrowRight aria-hidden className="size-4" />,
                )}
                {button(index, 'remove', `Remove photo ${n}`, <X aria-hidden className="size-4" />)}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
