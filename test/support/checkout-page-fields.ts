// What a browser posts with the embedded checkout's order form beyond what the shopper types: the
// hidden fields the checkout page rendered (the figures it showed, for delivery and for pick-up). Tests that
// place orders over HTTP read them from the page first, as a browser does.
import type request from 'supertest';

type Agent = ReturnType<typeof request.agent>;

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The hidden fields of each form on the page, in page order. */
export function hiddenFieldsOfForms(html: string): Record<string, string>[] {
  return [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([form]) =>
    Object.fromEntries([...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)])),
  );
}

/**
 * The hidden fields the checkout page gives its order form, as a browser without JavaScript posts
 * them: the delivery figures (`confirmedFigures`), the pick-up figures (`pickupConfirmedFigures`)
 * when pick-up is offered, and the payment's key. One form holds both modes (issue 33's focused
 * checkout): `form` says which figures the caller needs, and the page must show them. A heavy
 * cart's page is asked with the postcode its rates are quoted for.
 */
export async function checkoutPageFields(agent: Agent, checkoutUrl: string, options: { postcode?: string; form?: 'delivery' | 'pickup' } = {}): Promise<Record<string, string>> {
  const url = options.postcode ? `${checkoutUrl}?postcode=${encodeURIComponent(options.postcode)}` : checkoutUrl;
  const page = await agent.get(url).expect(200);
  const order = hiddenFieldsOfForms(page.text).find((fields) => 'confirmedFigures' in fields || 'pickupConfirmedFigures' in fields);
  const figures = options.form === 'pickup' ? 'pickupConfirmedFigures' : 'confirmedFigures';
  if (!order || !(figures in order)) throw new Error(`the checkout page ${url} has no ${options.form ?? 'delivery'} figures in its order form`);
  // The Ship / Pick up switch is a radio: the browser posts the side the shopper chose.
  const switchable = /<input type="radio" name="method"[^>]* value="pickup"/.test(page.text);
  return options.form === 'pickup' ? { ...order, method: 'pickup' } : switchable ? { ...order, method: 'delivery' } : order;
}
