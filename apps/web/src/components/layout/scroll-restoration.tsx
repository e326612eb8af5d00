import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

// Scroll positions by history entry (location.key), kept in sessionStorage across reloads.
const STORAGE_KEY = 'resale-zone:scroll';
let positions: Record<string, number> = {};
try {
  positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
} catch {
  positions = {};
}
let currentKey: string | null = null;

function remember() {
  if (currentKey !== null) positions[currentKey] = window.scrollY;
}
function persist() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or disabled: positions only last for this page load.
  }
}

/**
 * Scroll on navigation like a multi-page site: a new page starts at the top (or at its #hash),
 * Back and Forward (and a reload) return to where the visitor was on that entry.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();

  useLayoutEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey = key;
    const saved = positions[key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [key, hash]);

  return null;
}
