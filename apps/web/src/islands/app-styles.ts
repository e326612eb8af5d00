import { PAGE_ISLANDS_ID } from '../lib/page-state-id.ts';

/**
 * The app's whole stylesheet on a page rendered as islands (decision 063). Such a page inlines only
 * what its own HTML uses (`public.css`); what an island draws once used (a dialog, a toast), and
 * the pages of the app when it takes over, need the rest. Loaded once, beside the first island's
 * code; resolves when it applies (or failed: the page stays usable, as with any stylesheet).
 */
let loading: Promise<void> | null = null;

export function loadAppStyles(): Promise<void> {
  loading ??= Promise.all(appStylesheets().map(addStylesheet)).then(() => undefined);
  return loading;
}

/** The stylesheets the server named for this page (none: its inline CSS is the app's). */
function appStylesheets(): string[] {
  try {
    const marker = JSON.parse(document.getElementById(PAGE_ISLANDS_ID)?.textContent ?? '{}') as {
      styles?: unknown;
    };
    return Array.isArray(marker.styles) ? marker.styles.map(String) : [];
  } catch {
    return [];
  }
}

function addStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
}
