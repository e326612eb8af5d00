import { useEffect, useRef } from 'react';

/**
 * Focus for an element that replaces the form the person just sent (the button they pressed is
 * gone): the element needs tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
