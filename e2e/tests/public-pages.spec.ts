import { expect, test, type Page } from '@playwright/test';

test('an unknown address shows the not-found page, with a way back home', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page).toHaveTitle('Not Found - Resale Zone');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: "Sorry, we couldn't find this page." }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to homepage' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Home - Resale Zone');
});

test('every public page has the navbar, the footer and its own title', async ({ page }) => {
  for (const [path, title] of [
    ['/', 'Home - Resale Zone'],
    ['/home', 'Home - Resale Zone'],
    ['/categories/oneplus', 'One Plus - Resale Zone'],
    ['/categories/huawei', 'Huawei - Resale Zone'],
    ['/nowhere', 'Not Found - Resale Zone'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'Resale Zone', exact: true }),
    ).toBeVisible();
  }
});

test('the footer has the five social links, titled as the spec names them', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Instagram', 'Pinterest', 'Twitter', 'Facebook', 'Gmail']) {
    const link = footer.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('title', name);
    await expect(link).toHaveAttribute('href', '#');
  }
});

test('the Categories menu works from the keyboard', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const button = nav.getByRole('button', { name: 'Categories' });

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: /One Plus|Iphone|Xiaomi|Huawei/ })).toHaveText([
    'One Plus',
    'Iphone',
    'Xiaomi',
    'Huawei',
  ]);

  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Iphone', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/categories\/iphone$/);
});

test('a page whose code fails to download shows the error page with a way back', async ({
  page,
}) => {
  // From a page the app runs whole (what earns the Trusted badge; the islands pages load the next
  // page from the server), to one whose code the app loads when it is opened.
  await page.goto('/trusted-seller');
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  await page.route('**/assets/signin-page-*.js', (route) => route.abort('internetdisconnected'));

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sign in' })
    .click();

  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page).toHaveTitle('Error - Resale Zone');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();

  await page.unroute('**/assets/signin-page-*.js');
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
});

test('the blog answers the four questions of the spec', async ({ page }) => {
  await openBlog(page);

  await expect(page).toHaveTitle('Blog - Resale Zone');
  const questions = page.getByRole('article');
  await expect(questions).toHaveCount(4);
  await expect(questions.getByRole('heading', { level: 2 })).toHaveText([
    /manage state in a React application/,
    /prototypal inheritance/,
    /unit test/,
    /React vs\. Angular vs\. Vue/,
  ]);
});

/** Opens /blog, signing in as the demo buyer when the blog asks for it (identity issue). */
async function openBlog(page: Page) {
  await page.goto('/blog');
  const blog = page.getByRole('heading', { level: 1, name: 'Questions from our developers' });
  const password = page.getByLabel('Password', { exact: true });
  await expect(blog.or(password)).toBeVisible();
  if (await password.isVisible()) {
    await page.getByLabel('Email', { exact: true }).fill('bianca.buyer@resale.zone');
    await password.fill('resale-demo-2026');
    await page.getByRole('button', { name: /^(Sign in|Login)$/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
  }
  await expect(blog).toBeVisible();
}
