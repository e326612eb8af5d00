import { createContext, createElement, useContext, useId, type ComponentType } from 'react';

/**
 * When an island's code runs on a page rendered as islands (decision 062):
 * - `use`: on the first pointer, touch or focus inside it (a click made before its code has
 *   arrived is held and made again once it has hydrated);
 * - `session`: at once (after the largest paint) for someone signed in, else as `use`: what it
 *   shows depends on who is signed in (the navbar's account, a phone's heart);
 * - `visible`: once it comes into view: what it shows is drawn in the browser (a chart).
 */
export type IslandLoad = 'use' | 'session' | 'visible';

/** An island the server renders as a root of its own: its component and props, by name. */
export interface CollectedIsland {
  name: string;
  component: ComponentType<never>;
  props: object;
}

/**
 * Set by the server's render of an islands page: each island is noted (by its place in the tree,
 * so that a part rendered again is noted once) and rendered apart.
 */
export const IslandCollectorContext = createContext<Map<string, CollectedIsland> | null>(null);

/** The element the server swaps for an island's own HTML. */
export const islandSlot = (index: number) => `<template data-island-slot="${index}"></template>`;

/** The prefix of an island's `useId`s, the same in the server's render and in the browser's. */
export const islandPrefix = (id: number | string | undefined) => `i${id ?? ''}-`;

interface IslandProps<P extends object> {
  /** Its code's name in `src/islands/island-loaders.ts`. */
  name: string;
  component: ComponentType<P>;
  /** Plain JSON: they travel in the page to the browser, which renders the island with them. */
  props: P;
  load?: IslandLoad;
}

/**
 * A part of a page that a visitor can use (decision 062). On a page rendered as islands the server
 * renders it as a root of its own and the browser hydrates it alone, when it is first used;
 * everywhere else (the app in the browser, a page hydrated whole) it is just its component. The
 * wrapper is `display: contents`: the layout is the component's own.
 */
export function Island<P extends object>({ name, component, props, load = 'use' }: IslandProps<P>) {
  const collected = useContext(IslandCollectorContext);
  const key = useId();
  const attributes = {
    'data-island': name,
    'data-load': load,
    'data-props': JSON.stringify(props),
    className: 'contents',
  };
  if (collected) {
    if (!collected.has(key)) {
      collected.set(key, { name, component: component as ComponentType<never>, props });
    }
    const index = [...collected.keys()].indexOf(key);
    return (
      <div {...attributes} data-island-id={index}>
        {createElement('template', { 'data-island-slot': index })}
      </div>
    );
  }
  return <div {...attributes}>{createElement(component, props)}</div>;
}
