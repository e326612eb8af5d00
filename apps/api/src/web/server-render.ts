import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { RELATIVE_PHOTOS_HEADER } from '../lib/absolute-photos.ts';
import { CACHE_TAGS_HEADER, decodeTags } from '../lib/public-cache.ts';

/** What the web app's server entry (`apps/web/src/entry-server.tsx`) gives for one page. */
export interface RenderedPage {
  status: number;
  /** A public content page, the same for every visitor: the server may keep it. */
  cacheable: boolean;
  missingListing?: string;
  head: string;
  html: string;
  state: string;
  modules: string[];
  /** Rendered as islands (decision 062): no app code to preload, the entry hydrates islands. */
  islands?: boolean;
}

interface ServerEntry {
  renderPage(
    url: string,
    options: { fetch: (path: string, init: RequestInit) => Promise<Response>; origin: string },
  ): Promise<RenderedPage>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Reads a build file again only when it changed, so a rebuild is served without a restart. */
function fileWatcher<T>(file: string, read: (file: string) => T | Promise<T>) {
  let seen: { mtime: number; value: Promise<T> } | null = null;
  return (): Promise<T> | null => {
    let mtime: number;
    try {
      mtime = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (!seen || seen.mtime !== mtime) {
      const value = Promise.resolve(read(file));
      seen = { mtime, value };
      // A failed read is tried again on the next request.
      value.catch(() => {
        if (seen?.value === value) seen = null;
      });
    }
    return seen.value;
  };
}

/**
 * The web app's server renderer and the files it fills in: the server build beside the client's
 * (`WEB_DIST/../dist-server/entry-server.js`), the client's index.html and its manifest (these two
 * are read again after a rebuild). `render` is null when there is no server build (then the plain page
 * is sent and the browser renders it, as before decision 017).
 */
export function createServerRenderer(app: FastifyInstance, webDist: string, origin: string) {
  const entryFile = path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');
  // Loaded once: its lazy chunks import the entry by its plain URL, so a second copy of the entry
  // (a cache-busting query) would give them other module instances (another React context). A new
  // web build is rendered after a restart; until then index.html and the manifest still follow
  // the files on disk.
  let entryModule: Promise<ServerEntry> | null = null;
  const entry = (): Promise<ServerEntry> | null => {
    if (!entryModule && !fs.existsSync(entryFile)) return null;
    entryModule ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
    return entryModule;
  };
  const template = fileWatcher(path.join(webDist, 'index.html'), (file) =>
    pageTemplate(fs.readFileSync(file, 'utf8'), webDist),
  );
  // The build's chunks, and the public stylesheet they name (decision 063).
  const manifest = fileWatcher(path.join(webDist, '.vite', 'manifest.json'), (file) => {
    const chunks = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
    const publicFile = chunks[PUBLIC_CSS_SOURCE]?.file;
    return { chunks, publicCss: publicFile ? readCss(path.join(webDist, publicFile)) : null };
  });
  /** The public stylesheet of the build on disk; null in a build without it. */
  const publicCss = async () => (await manifest())?.publicCss ?? null;

  // The API answers the renderer in process, anonymously (public answers, so the public cache
  // serves them too): no socket, no second parse of the URL by a proxy.
  const fetchInProcess = async (
    url: string,
    init: RequestInit,
    seen: { tags: Set<string>; untracked: boolean },
  ): Promise<Response> => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      // Photo paths as stored: the page is cached for every host and loads them from its own.
      // Never a stale answer (decision 037): the page is kept as fresh as the answers it shows.
      headers: {
        accept: 'application/json',
        [RELATIVE_PHOTOS_HEADER]: 'relative',
        'cache-control': 'no-cache',
      },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    // A page shows what its API answers show: it carries their public cache tags (decision 020).
    const tagged = res.headers[CACHE_TAGS_HEADER];
    if (typeof tagged === 'string') for (const tag of decodeTags(tagged)) seen.tags.add(tag);
    else seen.untracked = true;
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
  };

  /** The page's own chunk and what it imports, minus what the entry already preloads. */
  const preloads = (chunks: Record<string, ManifestChunk>, modules: string[]): string[] => {
    const entryChunk = chunks['index.html'];
    const known = new Set<string>([entryChunk?.file ?? '']);
    for (const name of entryChunk?.imports ?? []) known.add(chunks[name]?.file ?? '');
    const files: string[] = [];
    const visit = (name: string) => {
      const chunk = chunks[name];
      if (!chunk || known.has(chunk.file)) return;
      known.add(chunk.file);
      files.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    modules.forEach(visit);
    return files;
  };

  return {
    /** The built index.html, or null before the first build. */
    template,
    /**
     * The page at `url` as HTML with its status, or null without a server build. Throws when the
     * render fails (the caller sends the plain page instead).
     */
    async render(url: string): Promise<{
      status: number;
      cacheable: boolean;
      html: string;
      missingListing?: string;
      /** The tags of the API answers it shows; null when one of them was not a public answer. */
      tags: string[] | null;
    } | null> {
      const [loaded, page, built] = [entry(), template(), manifest()];
      if (!loaded || !page) return null;
      const { renderPage } = await loaded;
      const seen = { tags: new Set<string>(), untracked: false };
      const fetch = (path: string, init: RequestInit) => fetchInProcess(path, init, seen);
      const rendered = await renderPage(url, { fetch, origin });
      // The app's code and the page's own chunk. The entry preloads them once the largest image
      // is on screen (before, on a slow line, they would share the bandwidth with that image),
      // all at once, so that hydration waits for no chain of imports.
      const files = rendered.islands
        ? []
        : preloads((await built)?.chunks ?? {}, [APP_MODULE, ...rendered.modules]);
      const shaped = await page;
      const islandsCss = await publicCss();
      // An islands page inlines the public stylesheet and names the app's, which its islands load
      // with their code (decision 063).
      const islandStyles = islandsCss === null ? [] : shaped.appStylesheets;
      const modulePreloads = rendered.islands
        ? `<script type="application/json" id="${ISLANDS_ID}">${JSON.stringify({
            styles: islandStyles,
          })}</script>`
        : `<script type="application/json" id="${MODULES_ID}">${JSON.stringify(
            files.map((file) => `/${file}`),
          )}</script>`;
      let html = fillTemplate(shaped.html, rendered, modulePreloads);
      if (rendered.islands && islandsCss !== null) {
        html = html.replace(CSS_MARKER, () => PUBLIC_CSS_MARKER);
      }
      return {
        status: rendered.status,
        cacheable: rendered.cacheable,
        missingListing: rendered.missingListing,
        tags: seen.untracked ? null : [...seen.tags],
        html,
      };
    },
    /**
     * A rendered page as sent: its inline CSS put in (the public stylesheet on an islands page,
     * the app's on any other). Pages are kept without it (the same 70-120 KB in every page would
     * fill the cache's memory a few hundred pages in).
     */
    async withCss(html: string): Promise<string> {
      const [shaped, islandsCss] = await Promise.all([template(), publicCss()]);
      return html
        .replace(CSS_MARKER, () => shaped?.css ?? '')
        .replace(PUBLIC_CSS_MARKER, () => islandsCss ?? '');
    },
  };
}

/**
 * The built index.html shaped for server-rendered pages (decision 017; Lighthouse on slow 4G):
 * - the stylesheet inline, so that the first paint needs the HTML alone instead of waiting for a
 *   second request that shares the slow line with the scripts;
 * - the scripts and their preloads at the end of the body with a low fetch priority, so that the
 *   content, its CSS and the largest image come first on a slow line; they are deferred either way
 *   (modules), and hydrate the page once loaded.
 */
export function pageTemplate(html: string, webDist: string): ShapedTemplate {
  let css = '';
  const appStylesheets: string[] = [];
  let page = html.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (tag, file: string) => {
      css += readCss(path.join(webDist, file));
      appStylesheets.push(`/${file}`);
      return `<style>${CSS_MARKER}</style>`;
    },
  );
  const scripts: string[] = [];
  page = page.replace(
    /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g,
    (tag) => {
      scripts.push(lowPriority(tag.trim()));
      return '';
    },
  );
  return {
    html: page.replace('</body>', () => `${scripts.join('')}</body>`),
    css,
    appStylesheets,
  };
}

/** index.html shaped for server-rendered pages, and the stylesheets they inline. */
export interface ShapedTemplate {
  html: string;
  /** The app's stylesheet. */
  css: string;
  /** Where the app's stylesheet is served, for an islands page to load once its code runs. */
  appStylesheets: string[];
}

/** A stylesheet as the content of a `<style>` element. */
const readCss = (file: string) => fs.readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');

/** The web app's code behind its small entry (`apps/web/src/main.tsx` imports it). */
const APP_MODULE = 'src/start-app.tsx';
/** The JSON list of the page's module files for the entry to preload (`lib/hydration-gate.ts`). */
const MODULES_ID = 'rz-modules';
/** The JSON element that marks a page rendered as islands (`apps/web/src/lib/page-state-id.ts`). */
const ISLANDS_ID = 'rz-islands';

/** Where a page's inline CSS goes (see withCss): the app's, or on an islands page the public one. */
const CSS_MARKER = '/*rz-inline-css*/';
const PUBLIC_CSS_MARKER = '/*rz-public-css*/';
/** The public pages' stylesheet in the web build's manifest (decision 063). */
const PUBLIC_CSS_SOURCE = 'src/public.css';

/** A script or module preload the browser may fetch after the page's own content. */
const lowPriority = (tag: string) => tag.replace(/^<(script|link)\b/, '<$1 fetchpriority="low"');

/**
 * index.html with the page in it: its head elements (the template's own title and description
 * give way to the page's), its markup inside #root, and its data in a JSON script element (not
 * executed, so the content security policy's script-src is unaffected).
 */
export function fillTemplate(template: string, page: RenderedPage, extraBody = ''): string {
  let html = template;
  if (page.head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
  if (page.head.includes('name="description"')) {
    html = html.replace(/<meta name="description"[^>]*>/, '');
  }
  // Before the inline CSS: a browser parses 100+ KB of CSS before it reaches what follows, and the
  // largest image's preload must not wait for that.
  const headAt = html.includes(`<style>${CSS_MARKER}`) ? `<style>${CSS_MARKER}` : '</head>';
  return html
    .replace(headAt, () => `${page.head}${headAt}`)
    .replace('</body>', () => `${extraBody}</body>`)
    .replace(/<!--app-html-->[\s\S]*?<!--\/app-html-->/, () => page.html)
    .replace(
      '<!--app-state-->',
      () => `<script type="application/json" id="rz-state">${page.state}</script>`,
    );
}
