// Issue 8 in a real browser: the footer newsletter form through each of its states, registering,
// logging out and in and seeing My Account, and analytics consent: nothing before the shopper
// accepts, then one PAGE_VIEW per client navigation, ADD_TO_CART on adds, and bots never measured.
import { stubRecaptchaScript } from './support/mode';
import { expect, test, type Page, type Request } from '@playwright/test';
import { watchNetwork } from './support/network-quiet';

const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
test.use({ userAgent: BROWSER_UA });

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
}

async function navigate(page: Page, to: string) {
  await page.evaluate((path) => (window as unknown as { __router: { navigate(to: string): Promise<void> } }).__router.navigate(path), to);
}

const newsletter = (page: Page) => page.getByRole('form', { name: 'Subscribe to our newsletter' });
/**
 * The shopper heads for the form (its live part loads on intent or once the page is idle) and it
 * comes alive: before that a press on Subscribe is the plain form's native post, which is the
 * no-JavaScript path, not the one these journeys are about.
 */
async function liveNewsletter(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await newsletter(page).hover();
  await expect(page.locator('.lazy-island[data-live]').filter({ has: newsletter(page) })).toBeAttached();
  return newsletter(page);
}
const headerAccount = (page: Page) => page.locator('header .site-header__account');
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('the footer newsletter form: Email is required, focus clears it, a spinner while submitting, then Successfully Subscribed! with the field hidden', async ({ page }) => {
  await stubRecaptchaScript(page);
  await page.goto('/');
  await hydrated(page);
  const form = await liveNewsletter(page);
  const email = form.getByLabel('Email address');

  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.focus();
  await expect(form.getByText('Email is required')).toBeHidden();

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const posted: unknown[] = [];
  await page.route('**/api/submit-opt-in-cta-v2', async (route) => {
    posted.push(route.request().postDataJSON());
    await held;
    await route.continue();
  });
  const address = uniqueEmail('newsletter');
  await email.fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status', { name: 'Subscribing' })).toBeVisible();
  release();
  await expect(form.getByText('Successfully Subscribed!')).toBeVisible();
  await expect(form.getByRole('status', { name: 'Subscribing' })).toBeHidden();
  await expect(form.getByLabel('Email address')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  expect(posted).toEqual([{ email: address, captchaToken: expect.any(String), errors: expect.anything() }]);
});

test('the footer newsletter form shows Error, please try again when the sign-up fails, and focusing clears it', async ({ page }) => {
  await page.route('**/api/submit-opt-in-cta-v2', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"service_unavailable","message":"down"}}' }));
  await page.goto('/pages/about-us');
  await hydrated(page);
  const form = await liveNewsletter(page);
  await form.getByLabel('Email address').fill(uniqueEmail('fails'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Error, please try again')).toBeVisible();
  await expect(form.getByLabel('Email address')).toBeVisible();
  await form.getByLabel('Email address').focus();
  await expect(form.getByText('Error, please try again')).toBeHidden();
});

test('a shopper registers, sees My Account, logs out, is told a wrong password, logs in, and is sent to the account from the log-in page', async ({ page }) => {
  const email = uniqueEmail('ann');
  const password = 'correct horse battery';
  await page.goto('/account');
  await hydrated(page);
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(headerAccount(page)).toHaveText('Login');

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/account\/register$/);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  const register = page.getByRole('form', { name: 'Create an account' });
  await register.getByLabel('First name').fill('Ann');
  await register.getByLabel('Last name').fill('Lee');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Password').fill(password);
  await register.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(page.getByText('No orders yet')).toBeVisible();
  await expect(headerAccount(page)).toHaveText('My Account');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await hydrated(page);
  await expect(headerAccount(page)).toHaveText('Login');

  await headerAccount(page).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill('not my password');
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login.getByRole('alert')).toHaveText('Incorrect email or password.');
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await hydrated(page);
  await expect(headerAccount(page)).toHaveText('My Account');

  await page.goto('/account/login');
  await expect(page).toHaveURL(/\/account$/);
});

test.describe('analytics with consent', () => {
  function analyticsRequests(page: Page) {
    const reports: { name: string; path?: string }[] = [];
    page.on('request', (request: Request) => {
      if (!request.url().endsWith('/api/analytics')) return;
      const body = request.postDataJSON() as { consent: boolean; reports: { name: string; path?: string }[] };
      reports.push(...body.reports);
    });
    return reports;
  }
  const analyticsCookies = async (page: Page) => (await page.context().cookies()).filter((c) => c.name === '_shopify_y' || c.name === '_shopify_s').map((c) => c.name).sort();

  test('nothing is sent and no analytics cookie is set before consent; after Accept, one PAGE_VIEW per client navigation', async ({ page }) => {
    const network = watchNetwork(page);
    const reports = analyticsRequests(page);
    await page.goto('/');
    await hydrated(page);
    const banner = page.getByRole('dialog', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await navigate(page, '/pages/about-us');
    await expect(page.locator('h1')).toHaveText('About Us');
    await network.quiet();
    expect(reports).toEqual([]);
    expect(await analyticsCookies(page)).toEqual([]);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => reports.map((r) => `${r.name} ${r.path}`)).toEqual(['PAGE_VIEW /pages/about-us']);
    await expect.poll(() => analyticsCookies(page)).toEqual(['_shopify_s', '_shopify_y']);

    // Like a shopper, each page is on screen before the next click: a navigation that another one
    // overtakes before React commits it is never shown, and rightly sends no PAGE_VIEW.
    for (const to of ['/', '/pages/contact', '/pages/about-us']) {
      await navigate(page, to);
      await page.waitForURL((url) => url.pathname === to);
      await expect.poll(() => reports.at(-1)?.path).toBe(to);
    }
    await expect.poll(() => reports.length).toBe(4);
    await network.quiet();
    expect(reports.map((r) => `${r.name} ${r.path}`)).toEqual(['PAGE_VIEW /pages/about-us', 'PAGE_VIEW /', 'PAGE_VIEW /pages/contact', 'PAGE_VIEW /pages/about-us']);

    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('cart:lines-added', {
          detail: { cartId: 'gid://shopify/Cart/e2e', products: [{ variantGid: 'gid://shopify/ProductVariant/1', productGid: 'gid://shopify/Product/1', name: 'Strat', variantName: 'Red', brand: 'Fender', price: '99.00', quantity: 1 }] },
        }),
      ),
    );
    await expect.poll(() => reports.at(-1)?.name).toBe('ADD_TO_CART');

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('dialog', { name: 'Cookie consent' })).toHaveCount(0);
  });

  test('adding to the cart from a product page sends ADD_TO_CART with that product, once consented', async ({ page }) => {
    const reports = analyticsRequests(page) as { name: string; path?: string; products?: { sku?: string; name: string; quantity: number }[] }[];
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('dialog', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
    const productHref = await page.locator('a[href^="/products/"]').first().getAttribute('href');
    await page.goto(productHref!);
    await hydrated(page);
    const sku = (await page.getByTestId('product-sku').textContent())!.trim();
    const title = (await page.locator('h1').textContent())!.trim();
    await page.locator('.product-page__buy').getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => reports.find((r) => r.name === 'ADD_TO_CART')?.products?.[0]?.name).toBe(title);
    const added = reports.find((r) => r.name === 'ADD_TO_CART')!.products![0]!;
    expect(added.quantity).toBe(1);
    expect(added.sku?.toUpperCase()).toBe(sku.toUpperCase());
  });

  test('Decline is remembered and nothing is ever sent', async ({ page }) => {
    const network = watchNetwork(page);
    const reports = analyticsRequests(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('dialog', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
    await navigate(page, '/pages/about-us');
    await expect(page.locator('h1')).toHaveText('About Us');
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('dialog', { name: 'Cookie consent' })).toHaveCount(0);
    await network.quiet();
    expect(reports).toEqual([]);
    expect(await analyticsCookies(page)).toEqual([]);
  });

  test('a headless browser is taken for a bot: no banner and no page view even with consent', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36' });
    const page = await context.newPage();
    const reports = analyticsRequests(page);
    const network = watchNetwork(page);
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('dialog', { name: 'Cookie consent' })).toHaveCount(0);
    await page.evaluate(() => window.localStorage.setItem('analytics-consent', 'accepted'));
    await page.reload();
    await hydrated(page);
    await navigate(page, '/pages/about-us');
    await expect(page.locator('h1')).toHaveText('About Us');
    await network.quiet();
    expect(reports).toEqual([]);
    await context.close();
  });
});
