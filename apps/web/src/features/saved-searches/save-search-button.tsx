import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BellPlus } from 'lucide-react';
import { useOnReturn, useSendToSignIn } from '../auth/index.ts';
import { notify } from '../../lib/toast.ts';

export interface SaveSearchButtonProps {
  /** The search's filters as the URL holds them (sort and paging are not saved). */
  params: URLSearchParams;
  /** Someone is signed in (the page asks the identity feature). */
  signedIn: boolean;
}

/** What a press signed out asks for once the person is back signed in (`useOnReturn`). */
const SAVE_SEARCH = 'save-search';

/**
 * "Save this search": the same button for everyone (the page's HTML is shared and cached), so
 * nothing moves when the session is known. Signed out, it leads to sign-in and back, and the
 * search is saved then. The request's
 * code loads on the first click. A press made before the page's code runs is held and made again
 * once it does (decision 062).
 */
export function SaveSearchButton({ params, signedIn }: SaveSearchButtonProps) {
  const sendToSignIn = useSendToSignIn();
  const queryClient = useQueryClient();
  const query = Object.fromEntries([...params].filter(([name]) => name !== 'sort'));
  const key = new URLSearchParams(query).toString();
  const [pending, setPending] = useState(false);
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const saved = savedKey === key;
  useOnReturn(SAVE_SEARCH, signedIn, () => void onSave());

  async function onSave() {
    if (!signedIn) {
      sendToSignIn(SAVE_SEARCH);
      return;
    }
    if (key === '') {
      notify.error('Type a word or choose a filter first: then save the search.');
      return;
    }
    setPending(true);
    try {
      const { saveSearch, savedSearchKeys } = await import('./saved-searches.api.ts');
      await saveSearch(query);
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
      setSavedKey(key);
      notify.success('Search saved. We tell you when a new phone matches it.');
    } catch (err) {
      notify.error(err instanceof Error ? err.message : 'The search could not be saved.');
    } finally {
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      onClick={() => void onSave()}
      disabled={pending || saved}
    >
      {pending ? (
        <span aria-hidden className="loading loading-spinner loading-xs" />
      ) : (
        <BellPlus aria-hidden className="size-4" />
      )}
      {saved ? 'Search saved' : 'Save this search'}
    </button>
  );
}
