import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Product } from '@resale-zone/contract/listings';
import type { ProductPage } from '@resale-zone/contract/search';
import { aProduct } from '../test/fixtures.ts';
import { answer, fakeApi, heldAnswer, refusal } from '../test/fake-api.ts';
import { fakeWishlist } from '../test/fakes/wishlist.ts';
import { renderApp } from '../test/render-app.tsx';
import SearchPage from './search-page.tsx';

const page = (
  items: Product[],
  total = items.length,
  nextCursor: string | null = null,
  totalIsEstimate = false,
): ProductPage => ({ items, total, totalIsEstimate, nextCursor });

/** The search endpoint answers `found`; the requests sent are returned. */
function searchServer(found: Parameters<typeof answer<'GET /search'>>[1]) {
  fakeApi.use(answer('GET /search', found));
  return fakeApi.sent();
}

/** The search requests the page sent, as query objects (in the order sent). */
function searches(sent: { url: string }[]) {
  return sent
    .filter(({ url }) => url.startsWith('/api/search'))
    .map(({ url }) => Object.fromEntries(new URL(url, 'http://x').searchParams));
}

const location = () => screen.getByRole('status', { name: 'Current URL' });
const openSearch = (path: string) =>
  renderApp(<SearchPage />, { path, route: '/search', as: null, showLocation: true });

describe('SearchPage', () => {
  test('asks the API for the search in the URL and shows how many phones match', async () => {
    const sent = searchServer(page([aProduct({ productName: 'iPhone 13 Pro' })], 1));
    openSearch('/search?q=iphone+13&condition=Excellent&maxPrice=500&sort=price-asc');

    expect(await screen.findByText('1 phone found')).toBeInTheDocument();
    expect(document.title).toBe('Search - Resale Zone');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Phones matching “iphone 13”',
    );
    expect(
      within(screen.getByRole('list', { name: 'Search results' })).getByRole('article', {
        name: 'iPhone 13 Pro',
      }),
    ).toBeInTheDocument();
    expect(searches(sent)).toEqual([
      { q: 'iphone 13', condition: 'Excellent', maxPrice: '500', sort: 'price-asc' },
    ]);
    // The form shows the search in effect.
    expect(screen.getByLabelText('Excellent')).toBeChecked();
    expect(screen.getByLabelText('Good')).not.toBeChecked();
    expect(screen.getByLabelText('Max price')).toHaveValue(500);
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-asc');
  });

  test('while it searches, the count line’s place is already there above the placeholders', async () => {
    const search = heldAnswer('GET /search', page([aProduct({ productName: 'Pixel 7' })], 1));
    fakeApi.use(search.handler);
    openSearch('/search?q=pixel');

    // The line the count will take is shown at once, so the first card does not move down later.
    expect(await screen.findByText('Searching phones…')).toBeInTheDocument();
    expect(screen.getByText('Searching…')).toBeVisible();
    search.release();
    expect(await screen.findByText('1 phone found')).toBeInTheDocument();
  });

  test('each filter change is a new URL (and history entry) and a new search', async () => {
    const user = userEvent.setup();
    const sent = searchServer(page([aProduct()], 1));
    const { router } = openSearch('/search?q=iphone');
    await screen.findByText('1 phone found');

    await user.click(screen.getByLabelText('Good'));
    await waitFor(() => expect(location()).toHaveTextContent('/search?q=iphone&condition=Good'));

    await user.type(screen.getByLabelText('Min price'), '100');
    await user.type(screen.getByLabelText('Max price'), '400{Enter}');
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        '/search?q=iphone&condition=Good&minPrice=100&maxPrice=400',
      ),
    );

    await user.selectOptions(screen.getByLabelText('Brand'), 'Iphone');
    await user.selectOptions(screen.getByLabelText('Published'), 'Last 7 days');
    await user.type(screen.getByLabelText('Location'), 'Dhaka');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        '/search?q=iphone&brand=iphone&condition=Good&minPrice=100&maxPrice=400&location=Dhaka&publishedWithin=7&sort=price-desc',
      ),
    );
    await waitFor(() =>
      expect(searches(sent).at(-1)).toEqual({
        q: 'iphone',
        brand: 'iphone',
        condition: 'Good',
        minPrice: '100',
        maxPrice: '400',
        location: 'Dhaka',
        publishedWithin: '7',
        sort: 'price-desc',
      }),
    );

    // Back undoes the last change, form and all: with words, best match is the default order.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Sort by')).toHaveValue('relevance'));
    expect(screen.getByRole('option', { name: 'Best match' })).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('Dhaka');
  });

  test('a price range upside down is explained and not searched', async () => {
    const user = userEvent.setup();
    const sent = searchServer(page([aProduct()], 1));
    openSearch('/search');
    await screen.findByText('1 phone found');

    await user.type(screen.getByLabelText('Min price'), '500');
    await user.type(screen.getByLabelText('Max price'), '100{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The highest price must not be below the lowest.',
    );
    expect(screen.getByLabelText('Max price')).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toHaveTextContent(/^\/search$/);
    // No search went out with this range (a late request of the previous test, with its own
    // range, may be recorded too).
    expect(searches(sent).filter((s) => s.minPrice === '500' || s.maxPrice === '100')).toEqual([]);
  });

  test('no results: a button per filter removes it, and Clear all filters keeps the words', async () => {
    const user = userEvent.setup();
    const sent = searchServer(page([], 0));
    openSearch('/search?q=pixel&brand=xiaomi&condition=Fair&location=Sylhet');

    expect(await screen.findByText('No phones match this search.')).toBeInTheDocument();
    expect(screen.getByText('0 phones found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Brand: Xiaomi' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent('/search?q=pixel&condition=Fair&location=Sylhet'),
    );

    const empty = screen.getByText('No phones match this search.').parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/search\?q=pixel$/));
    await waitFor(() => expect(searches(sent).at(-1)).toEqual({ q: 'pixel' }));
  });

  test('no results: a close spelling the server found is offered, and the brand pages', async () => {
    const user = userEvent.setup();
    const sent = searchServer(({ query }) =>
      query.get('q') === 'samsung'
        ? page([aProduct({ productName: 'Samsung Galaxy S21' })], 1)
        : { ...page([], 0), suggestion: 'samsung' },
    );
    openSearch('/search?q=smasung');

    expect(await screen.findByText('No phones match this search.')).toBeInTheDocument();
    const brands = screen.getByRole('navigation', { name: 'Brands' });
    expect(within(brands).getByRole('link', { name: 'Xiaomi' })).toHaveAttribute(
      'href',
      '/categories/xiaomi',
    );
    await user.click(screen.getByRole('button', { name: 'samsung' }));

    expect(await screen.findByText('1 phone found')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/search\?q=samsung$/);
    expect(searches(sent).at(-1)).toEqual({ q: 'samsung' });
  });

  test('on a phone, Apply filters folds the panel away and brings the results into view', async () => {
    const user = userEvent.setup();
    searchServer(page([aProduct({ productName: 'Pixel 8' })], 1));
    openSearch('/search');
    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    const filters = screen.getByRole('form', { name: 'Filters' });
    expect(filters).toBeVisible();

    await user.type(within(filters).getByLabelText('Location'), 'Sylhet');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(location()).toHaveTextContent('/search?location=Sylhet'));
    expect(screen.getByRole('button', { name: 'Show filters (1 in effect)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
  });

  test('Load more asks for the next page with the cursor and moves focus to the first new phone', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 24 }, (_, i) => aProduct({ productName: `Phone ${i + 1}` }));
    const sent = searchServer(({ query }) =>
      query.get('cursor') === 'next_1'
        ? page([aProduct({ productName: 'Phone 25' })], 25)
        : page(first, 25, 'next_1'),
    );
    openSearch('/search?q=phone');

    expect(await screen.findByText('25 phones found')).toBeInTheDocument();
    expect(screen.getByText('Showing 24 of 25 phones')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more phones' }));

    const newest = await screen.findByRole('article', { name: 'Phone 25' });
    await waitFor(() =>
      expect(within(within(newest).getByRole('heading')).getByRole('link')).toHaveFocus(),
    );
    expect(screen.getByText('Showing 25 of 25 phones')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more phones' })).not.toBeInTheDocument();
    expect(searches(sent)).toEqual([{ q: 'phone' }, { q: 'phone', cursor: 'next_1' }]);
    // The address says two pages are shown: the page loaded again shows both.
    await waitFor(() => expect(location()).toHaveTextContent(/^\/search\?q=phone&pages=2$/));
    // 24 cards in jsdom are slow on a busy machine; the default 5 s is too tight.
  }, 20_000);

  test('a new search after Load more starts at one page; its address keeps no old pages', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 24 }, (_, i) => aProduct({ productName: `Phone ${i + 1}` }));
    const sorted = heldAnswer('GET /search', page([aProduct({ productName: 'Dear phone' })], 1));
    searchServer(({ query }) =>
      query.get('cursor') === 'next_1'
        ? page([aProduct({ productName: 'Phone 25' })], 25)
        : page(first, 25, 'next_1'),
    );
    openSearch('/search?q=phone');
    await user.click(await screen.findByRole('button', { name: 'Load more phones' }));
    await screen.findByRole('article', { name: 'Phone 25' });
    await waitFor(() => expect(location()).toHaveTextContent(/&pages=2$/));

    fakeApi.use(sorted.handler);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');
    // While the new search loads, the two pages of the last one show, dimmed.
    expect(await screen.findAllByText('Searching…')).not.toHaveLength(0);
    expect(location()).toHaveTextContent(/^\/search\?q=phone&sort=price-desc$/);
    sorted.release();
    expect(await screen.findByText('1 phone found')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/search\?q=phone&sort=price-desc$/);
  }, 20_000);

  test('a large result shows the server’s estimate, rounded, as about so many', async () => {
    const first = Array.from({ length: 24 }, (_, i) => aProduct({ productName: `Phone ${i + 1}` }));
    searchServer(page(first, 72_431, 'next_1', true));
    openSearch('/search?q=iphone');

    expect(await screen.findByText('About 72,000 phones found')).toBeInTheDocument();
    expect(screen.getByText('Showing 24 of about 72,000 phones')).toBeInTheDocument();
  }, 20_000);

  test('an exact total of as many phones as the server counts is shown exactly', async () => {
    const first = Array.from({ length: 24 }, (_, i) => aProduct({ productName: `Phone ${i + 1}` }));
    searchServer(page(first, 1_000, 'next_1'));
    openSearch('/search?q=pixel');

    expect(await screen.findByText('1,000 phones found')).toBeInTheDocument();
    expect(screen.getByText('Showing 24 of 1,000 phones')).toBeInTheDocument();
  }, 20_000);

  test('a refused search shows the server’s reason', async () => {
    searchServer(refusal(400, 'q: at most 100 characters'));
    openSearch('/search?q=x');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search could not be done.');
    expect(alert).toHaveTextContent('q: at most 100 characters');
  });

  test('on small screens the filters fold behind a button that says how many are in effect', async () => {
    const user = userEvent.setup();
    searchServer(page([aProduct()], 1));
    openSearch('/search?q=iphone&brand=iphone&condition=Good');
    await screen.findByText('1 phone found');

    const toggle = screen.getByRole('button', { name: 'Show filters (2 in effect)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toHaveClass('hidden', 'lg:block');
    expect(panel).toContainElement(screen.getByRole('form', { name: 'Filters' }));

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters (2 in effect)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(panel).not.toHaveClass('hidden');
  });

  test('with an area filter on, the heading names the area', async () => {
    searchServer(page([aProduct()], 1));
    openSearch('/search?area=area-agrabad');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Phones in Agrabad, Chattogram' }),
    ).toBeInTheDocument();
  });

  test('a member with no area of their own is told where to set one for "Near me"', async () => {
    searchServer(page([aProduct()], 1));
    fakeWishlist([]);
    renderApp(<SearchPage />, { path: '/search', route: '/search', as: 'buyer' });
    const link = await screen.findByRole('link', { name: 'set your area in your profile' });
    expect(link).toHaveAttribute('href', '/deshboard/profile');
    expect(screen.queryByRole('button', { name: 'Near me' })).toBeNull();
  });

  test('"Near me" picks the member’s own area', async () => {
    searchServer(page([aProduct()], 1));
    fakeWishlist([]);
    fakeApi.use(
      answer('GET /users/me/profile', () => ({
        _id: 'u1',
        name: 'Bianca Buyer',
        image: null,
        bio: null,
        location: null,
        areaId: 'area-gulshan',
        phone: null,
        accountType: 'buyer',
      })),
    );
    const user = userEvent.setup();
    renderApp(<SearchPage />, {
      path: '/search',
      route: '/search',
      as: 'buyer',
      showLocation: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(location()).toHaveTextContent('/search?area=area-gulshan'));
    expect(screen.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('signed out, the filters have no "Near me"', async () => {
    searchServer(page([aProduct()], 1));
    openSearch('/search');
    await screen.findByText('1 phone found');
    expect(screen.getByLabelText('Area')).toBeInTheDocument();
    expect(screen.queryByText(/Near me/)).toBeNull();
  });
});
