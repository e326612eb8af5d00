import { useEffect, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { holdEarlyInput } from './hydration-gate.ts';
import { replayInput } from './replay-input.ts';

interface Chosen {
  checkedOnly: boolean;
  query: string;
  sort: string;
}

/** A search form as the app renders it: every field controlled by React state. */
function Filters({ onSearch }: { onSearch: (chosen: Chosen) => void }) {
  const [checkedOnly, setCheckedOnly] = useState(false);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState('newest');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ checkedOnly, query, sort });
  };
  return (
    <form onSubmit={submit} data-hydrated={hydrated || undefined}>
      <label>
        <input
          type="checkbox"
          checked={checkedOnly}
          onChange={(e) => setCheckedOnly(e.target.checked)}
        />
        Only checked phones
      </label>
      <input aria-label="Search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <select aria-label="Sort" value={sort} onChange={(e) => setSort(e.target.value)}>
        <option value="newest">Newest</option>
        <option value="price">Price</option>
      </select>
      <button>Search</button>
    </form>
  );
}

// As in a browser: React schedules its work itself (no test `act` batching it until the end).
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

async function hydrate(container: HTMLElement, onSearch: (chosen: Chosen) => void) {
  root = hydrateRoot(container, <Filters onSearch={onSearch} />);
  await vi.waitFor(() => expect(container.querySelector('[data-hydrated]')).not.toBeNull());
}

test('fields changed before the app runs keep their values and reach the app, before a held click', async () => {
  const onSearch = vi.fn();
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Filters onSearch={onSearch} />);
  const input = holdEarlyInput(container);

  // The person ticks, types and picks on the server's page, then presses Search.
  const box = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  box.click();
  const search = container.querySelector<HTMLInputElement>('input[aria-label="Search"]')!;
  search.value = 'samsung';
  search.dispatchEvent(new Event('input', { bubbles: true }));
  const sort = container.querySelector('select')!;
  sort.value = 'price';
  sort.dispatchEvent(new Event('change', { bubbles: true }));
  container.querySelector('button')!.click();

  // The app takes over and renders again (as it does when the session arrives), which puts the
  // server's values back in the fields.
  await hydrate(container, onSearch);
  expect(onSearch).not.toHaveBeenCalled();

  await replayInput(input.take());
  await vi.waitFor(() => expect(onSearch).toHaveBeenCalled());
  expect(onSearch).toHaveBeenCalledExactlyOnceWith({
    checkedOnly: true,
    query: 'samsung',
    sort: 'price',
  });
  expect(box.checked).toBe(true);
  expect(search.value).toBe('samsung');
  expect(sort.value).toBe('price');
});

test('without replay the app does not learn of an early tick (what replay is for)', async () => {
  const onSearch = vi.fn();
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Filters onSearch={onSearch} />);
  container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
  await hydrate(container, onSearch);
  container.querySelector('button')!.click();
  await vi.waitFor(() => expect(onSearch).toHaveBeenCalled());
  expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ checkedOnly: false }));
});

test('a box ticked before the entry itself ran reaches the app too; untouched fields do not', async () => {
  const onSearch = vi.fn();
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Filters onSearch={onSearch} />);
  // Ticked while the entry was still on its way: no event was there to see it.
  const box = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  box.checked = true;
  const input = holdEarlyInput(container);

  await hydrate(container, onSearch);
  const held = input.take();
  expect([...held.fields.keys()]).toEqual([box]);
  await replayInput(held);
  container.querySelector('button')!.click();
  await vi.waitFor(() => expect(onSearch).toHaveBeenCalled());
  expect(onSearch).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ checkedOnly: true }));
});
