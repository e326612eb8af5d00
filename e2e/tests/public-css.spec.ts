import { expect, test, type APIRequestContext } from '@playwright/test';

// The pages rendered as islands inline the public stylesheet (`apps/web/src/public.css`, decision
// 063), not the app's: it must style everything their server-rendered HTML shows. A class the
// app's stylesheet has a rule for and the inline one has not would draw unstyled until an island's
// code loads the app's, or for ever without JavaScript.

interface Featured {
  _id: string;
  sellerId: string | null;
}

/** The islands pages of the demo data: every kind, and a listing that is not there. */
async function islandsPages(request: APIRequestContext): Promise<string[]> {
  const featured = (await (await request.get('/api/advertise')).json()) as Featured[];
  const listing = featured.find((item) => item.sellerId);
  if (!listing) throw new Error('The demo data has no featured phone with its seller.');
  const guide = await (await request.get('/price-guide')).text();
  const model = /href="(\/price-guide\/[^/"]+\/[^"]+)"/.exec(guide)?.[1];
  if (!model) throw new Error('The price guide lists no model.');
  return [
    '/',
    '/categories/iphone',
    '/categories/nokia',
    `/products/${listing._id}`,
    `/sellers/${listing.sellerId}`,
    '/price-guide',
    model,
    '/products/00000000-0000-4000-8000-000000000000',
    '/search?q=iphone',
    '/search?q=zzqxv&condition=Fair&maxPrice=5',
  ];
}

/** The classes of a page's elements (not of what its inline style and scripts hold). */
function classesOf(html: string): Set<string> {
  const body = html.replace(/<(style|script)\b[\s\S]*?<\/\1>/g, '');
  const classes = new Set<string>();
  for (const [, value] of body.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value!.replace(/&amp;/g, '&').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Whether a stylesheet has a rule whose selector names this class. */
function styles(css: string, name: string): boolean {
  const escaped = name.replace(/[^\w-]/g, (c) => `\\${c}`);
  const pattern = `\\.${escaped.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}(?![\\w\\\\-])`;
  return new RegExp(pattern).test(css);
}

test('every class an islands page shows is styled by its inline stylesheet', async ({
  request,
}) => {
  const first = await (await request.get('/')).text();
  const marker = /<script type="application\/json" id="rz-islands">([^<]*)<\/script>/.exec(first);
  const { styles: appSheets } = JSON.parse(marker?.[1] ?? '{}') as { styles?: string[] };
  expect(appSheets, 'the home page names the app stylesheet its islands load').toHaveLength(1);
  const appCss = await (await request.get(appSheets![0]!)).text();

  for (const path of await islandsPages(request)) {
    const html = await (await request.get(path)).text();
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(inline.length, `${path} inlines the public stylesheet`).toBeLessThan(appCss.length);
    const unstyled = [...classesOf(html)].filter(
      (name) => styles(appCss, name) && !styles(inline, name),
    );
    expect(unstyled, `classes of ${path} without their rules`).toEqual([]);
  }
});

test('the app takes over with its whole stylesheet applied', async ({ page }) => {
  await page.goto('/');
  const appSheet = page.locator('link[rel="stylesheet"][href^="/assets/index-"]');
  await expect(appSheet).toHaveCount(0);
  // Signed out, a featured card's Report hydrates its island, which sends the visitor to sign in:
  // the app takes the page over.
  await page
    .locator('[data-island="featured"]')
    .getByRole('button', { name: 'Report' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/singin/);
  await expect(appSheet).toHaveCount(1);
  const applied = await page.evaluate(() =>
    Array.from(document.styleSheets).some(
      (sheet) => sheet.href?.includes('/assets/index-') && sheet.cssRules.length > 0,
    ),
  );
  expect(applied).toBe(true);
});
