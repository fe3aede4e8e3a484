// The cart client without React (issue 32, observation 4): what it shows at a click, which lines
// wait for the server, how the server's answer replaces the guess, and the spec's 'cart errors
// clear after 5 seconds' on a fake clock. The server is a hand-written fake whose answers the test
// releases one by one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartClient, type CartClientOptions } from '../../../src/ui/cart/cart-client';
import type { CartLineView, CartView } from '../../../src/ui/cart/view-models';

const line = (id: string, quantity: number, merchandiseId = `variant-${id}`): CartLineView =>
  ({ id, quantity, merchandiseId, productId: `product-${id}`, title: `Guitar ${id}`, fullTitle: `Guitar ${id}`, skuText: '', href: '#', image: null, options: [], openBox: false, attributes: [], total: '$100.00' }) as CartLineView;

const cartOf = (id: string, lines: CartLineView[], subtotal: string): CartView =>
  ({ id, lines, totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0), subtotal, discount: null, shipping: { kind: 'none', label: null, banner: null }, total: subtotal, taxLine: null, discountCodes: [], deliveryAddresses: [], checkoutUrl: '', shopPayUrl: '' }) as CartView;

interface Call {
  url: string;
  method: string;
  body: URLSearchParams | null;
  answer(status: number, body: unknown): void;
  fail(): void;
}

/** A server whose answers wait until the test gives them. */
function fakeServer() {
  const calls: Call[] = [];
  const fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      calls.push({
        url: String(url),
        method: init?.method ?? 'GET',
        body: (init?.body as URLSearchParams | undefined) ?? null,
        answer: (status, body) => resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
        fail: () => reject(new TypeError('Failed to fetch')),
      });
    }),
  );
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

const twoGuitars = cartOf('cart-1', [line('a', 1), line('b', 2)], '$300.00');

function clientWith(server: ReturnType<typeof fakeServer>, overrides: Partial<CartClientOptions> = {}) {
  return createCartClient({ prefix: () => '/en-au', onCartPage: () => false, first: { known: true, cart: twoGuitars }, carouselVisible: true, fetch: server.fetch, ...overrides });
}

/** A few promise turns: a submission's post leaves once the queue before it has settled (a microtask later). */
async function flush() {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

describe('pending changes: the shopper sees a change at once, and the lines it touches wait for the server', () => {
  it('a quantity change shows the new quantity at once with the line pending, keeps the server’s money, and posts the form to /cart', async () => {
    const server = fakeServer();
    const client = clientWith(server);
    void client.submit({ action: 'LinesUpdate', inputs: { lines: [{ id: 'b', quantity: 5 }] } });

    const state = client.getState();
    expect(state.cart?.lines.map((l) => [l.id, l.quantity])).toEqual([['a', 1], ['b', 5]]);
    expect(state.cart?.subtotal).toBe('$300.00');
    expect([...state.pendingLineIds]).toEqual(['b']);
    expect(state.inFlight).toBe(1);
    await flush();
    expect(server.calls.map((c) => [c.method, c.url])).toEqual([['POST', '/en-au/cart']]);
    expect(JSON.parse(server.calls[0]!.body!.get('cartFormInput')!)).toEqual({ action: 'LinesUpdate', inputs: { lines: [{ id: 'b', quantity: 5 }] } });
  });

  it('an add to cart posts to /cart?index with the analytics products, opens the drawer, and reports the lines added once the server confirms', async () => {
    const server = fakeServer();
    const linesAdded = vi.fn();
    const client = clientWith(server, { linesAdded });
    const added = [{ productId: 'p', variantId: 'v', quantity: 1 }] as never[];
    const done = client.submit({ action: 'LinesAdd', inputs: { lines: [{ merchandiseId: 'variant-c', quantity: 1 }] } }, { title: 'Guitar c' }, added);

    expect(client.getState().drawerOpen).toBe(true);
    expect(client.getState().cart?.lines.map((l) => l.title)).toEqual(['Guitar a', 'Guitar b', 'Guitar c']);
    await flush();
    expect(server.calls[0]!.url).toBe('/en-au/cart?index');
    expect(JSON.parse(server.calls[0]!.body!.get('analytics')!)).toEqual({ products: added });
    expect(linesAdded).not.toHaveBeenCalled();

    await flush();
    server.calls[0]!.answer(200, { cart: cartOf('cart-1', [line('a', 1), line('b', 2), line('c', 1)], '$400.00') });
    await done;
    expect(linesAdded).toHaveBeenCalledWith({ cartId: 'cart-1', products: added });
  });

  it.each([
    { where: 'on the cart page', onCartPage: true, drawerOpen: false },
    { where: 'on any other page', onCartPage: false, drawerOpen: true },
  ])('a line change $where opens the drawer: $drawerOpen', ({ onCartPage, drawerOpen }) => {
    const client = clientWith(fakeServer(), { onCartPage: () => onCartPage });
    void client.submit({ action: 'LinesRemove', inputs: { lineIds: ['a'] } });
    expect(client.getState().drawerOpen).toBe(drawerOpen);
  });
});

describe('reconciliation: the server’s answer replaces the guess', () => {
  it('the answer’s cart is shown, nothing is pending, and the other tabs are told', async () => {
    const server = fakeServer();
    const announceChange = vi.fn();
    const client = clientWith(server, { announceChange });
    const done = client.submit({ action: 'LinesUpdate', inputs: { lines: [{ id: 'b', quantity: 5 }] } });
    // The server applies its own stock rule: only 3 of b.
    const serverCart = cartOf('cart-1', [line('a', 1), line('b', 3)], '$400.00');
    await flush();
    server.calls[0]!.answer(200, { cart: serverCart });
    await done;

    const state = client.getState();
    expect(state.cart).toEqual(serverCart);
    expect(state.server).toEqual(serverCart);
    expect(state.pendingLineIds.size).toBe(0);
    expect(state.inFlight).toBe(0);
    expect(announceChange).toHaveBeenCalledTimes(1);
  });

  it('with two changes on their way, the first answer is held back and the last one decides what is shown', async () => {
    const server = fakeServer();
    const client = clientWith(server);
    const first = client.submit({ action: 'LinesUpdate', inputs: { lines: [{ id: 'a', quantity: 2 }] } });
    const second = client.submit({ action: 'LinesRemove', inputs: { lineIds: ['b'] } });
    expect(client.getState().cart?.lines.map((l) => [l.id, l.quantity])).toEqual([['a', 2]]);
    expect([...client.getState().pendingLineIds].sort()).toEqual(['a', 'b']);

    // One after another: the second post leaves once the first is answered.
    await flush();
    expect(server.calls).toHaveLength(1);
    await flush();
    server.calls[0]!.answer(200, { cart: cartOf('cart-1', [line('a', 2), line('b', 2)], '$500.00') });
    await first;
    expect(client.getState().cart?.lines.map((l) => [l.id, l.quantity])).toEqual([['a', 2]]);
    expect(client.getState().inFlight).toBe(1);

    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    const last = cartOf('cart-1', [line('a', 2)], '$200.00');
    await flush();
    server.calls[1]!.answer(200, { cart: last });
    await second;
    expect(client.getState().cart).toEqual(last);
    expect(client.getState().pendingLineIds.size).toBe(0);
  });

  it('a refusal that carries the cart shows that cart and the refusal’s message', async () => {
    const server = fakeServer();
    const client = clientWith(server);
    const done = client.submit({ action: 'LinesUpdate', inputs: { lines: [{ id: 'b', quantity: 5 }] } });
    const current = cartOf('cart-1', [line('a', 1)], '$100.00');
    await flush();
    server.calls[0]!.answer(409, { cart: current, error: { code: 'conflict', message: 'This item is no longer in your cart. Your cart has been refreshed.' } });
    await done;
    expect(client.getState().cart).toEqual(current);
    expect(client.getState().error).toBe('This item is no longer in your cart. Your cart has been refreshed.');
  });

  it('an answer without the cart keeps the server’s last cart, says Something went wrong and loads the cart again', async () => {
    const server = fakeServer();
    const client = clientWith(server);
    const done = client.submit({ action: 'LinesUpdate', inputs: { lines: [{ id: 'b', quantity: 5 }] } });
    await flush();
    server.calls[0]!.answer(503, { error: { code: 'service_unavailable', message: 'Something went wrong' } });
    await done;
    expect(client.getState().cart).toEqual(twoGuitars);
    expect(client.getState().error).toBe('Something went wrong');
    expect(server.calls.map((c) => [c.method, c.url])).toEqual([['POST', '/en-au/cart'], ['GET', '/en-au/api/cart']]);

    const now = cartOf('cart-1', [line('a', 1)], '$100.00');
    await flush();
    server.calls[1]!.answer(200, { cart: now });
    await vi.waitFor(() => expect(client.getState().cart).toEqual(now));
  });

  it('a network failure says Something went wrong and loads the cart again once settled', async () => {
    const server = fakeServer();
    const client = clientWith(server);
    const done = client.submit({ action: 'LinesRemove', inputs: { lineIds: ['a'] } });
    await flush();
    server.calls[0]!.fail();
    await done;
    expect(client.getState().error).toBe('Something went wrong');
    expect(client.getState().cart).toEqual(twoGuitars);
    expect(server.calls.at(-1)!.url).toBe('/en-au/api/cart');
  });

  it('a load that started before a change is dropped: it answers an older cart', async () => {
    const server = fakeServer();
    const client = clientWith(server);
    const loading = client.load();
    const done = client.submit({ action: 'LinesRemove', inputs: { lineIds: ['a'] } });
    const afterRemove = cartOf('cart-1', [line('b', 2)], '$200.00');
    await flush();
    server.calls[0]!.answer(200, { cart: twoGuitars });
    expect(await loading).toBeNull();
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    await flush();
    server.calls[1]!.answer(200, { cart: afterRemove });
    await done;
    expect(client.getState().cart).toEqual(afterRemove);
  });

  it('another tab’s change while this tab’s change is on its way is loaded once it settles', async () => {
    const server = fakeServer();
    const client = clientWith(server);
    const done = client.submit({ action: 'LinesRemove', inputs: { lineIds: ['a'] } });
    client.refresh();
    await flush();
    expect(server.calls).toHaveLength(1);
    await flush();
    server.calls[0]!.answer(200, { cart: cartOf('cart-1', [line('b', 2)], '$200.00') });
    await done;
    expect(server.calls.map((c) => [c.method, c.url])).toEqual([['POST', '/en-au/cart'], ['GET', '/en-au/api/cart']]);
  });

  it('a cart the first response could not load stays unknown (never empty) with its error, and opening the drawer asks for it with its pick-up line', async () => {
    const server = fakeServer();
    const client = clientWith(server, { first: { known: false, cart: null } });
    expect(client.getState()).toMatchObject({ cart: null, loaded: false });
    client.openDrawer();
    expect(server.calls.map((c) => c.url)).toEqual(['/en-au/api/cart?with=pickup']);
    await flush();
    server.calls[0]!.answer(503, { error: { code: 'service_unavailable', message: 'Something went wrong' } });
    await vi.waitFor(() => expect(client.getState().loadError).toBe('Something went wrong'));
    expect(client.getState()).toMatchObject({ cart: null, loaded: false, drawerOpen: true });
  });
});

describe('Cart drawer: errors clear after 5 seconds', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function refused() {
    const server = fakeServer();
    const client = clientWith(server);
    const done = client.submit({ action: 'LinesUpdate', inputs: { lines: [{ id: 'b', quantity: 120 }] } });
    await flush();
    server.calls[0]!.answer(400, { cart: twoGuitars, error: { code: 'bad_request', message: 'You can buy at most 99 of one product.' } });
    await done;
    return { client, server };
  }

  it.each([
    { after: 4_999, error: 'You can buy at most 99 of one product.' },
    { after: 5_000, error: null },
  ])('$after ms after the refusal the error is $error', async ({ after, error }) => {
    const { client } = await refused();
    expect(client.getState().error).toBe('You can buy at most 99 of one product.');
    vi.advanceTimersByTime(after);
    expect(client.getState().error).toBe(error);
  });

  it('a new change clears the error at once, and its own error gets its own 5 seconds', async () => {
    const { client, server } = await refused();
    vi.advanceTimersByTime(4_000);
    const again = client.submit({ action: 'LinesUpdate', inputs: { lines: [{ id: 'b', quantity: 150 }] } });
    expect(client.getState().error).toBeNull();
    await flush();
    server.calls[1]!.answer(400, { cart: twoGuitars, error: { code: 'bad_request', message: 'You can buy at most 99 of one product.' } });
    await again;
    vi.advanceTimersByTime(4_999);
    expect(client.getState().error).toBe('You can buy at most 99 of one product.');
    vi.advanceTimersByTime(1);
    expect(client.getState().error).toBeNull();
  });
});

it('subscribers hear every change and stop hearing once they unsubscribe', () => {
  const client = clientWith(fakeServer());
  const heard = vi.fn();
  const unsubscribe = client.subscribe(heard);
  client.openDrawer();
  expect(heard).toHaveBeenCalledTimes(1);
  unsubscribe();
  client.closeDrawer();
  expect(heard).toHaveBeenCalledTimes(1);
  expect(client.getState().drawerOpen).toBe(false);
});
