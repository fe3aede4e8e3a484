// Shopify's customer accounts for the Storefront mock server: root resolvers for customerCreate,
// customerAccessTokenCreate, customer(customerAccessToken) and customerAccessTokenDelete, answering
// the user errors Shopify answers (TAKEN, TOO_SHORT, UNIDENTIFIED_CUSTOMER).
import { randomUUID } from 'node:crypto';
import type { StorefrontRoot } from '../../../support/storefront-mock-server';

interface StoredOrder {
  id: string;
  orderNumber: number;
  processedAt: string;
  totalPrice: { amount: string; currencyCode: string };
  quantities: number[];
  /** Storefront API enums (OrderFinancialStatus, OrderFulfillmentStatus). */
  financialStatus: string | null;
  fulfillmentStatus: string;
}

interface StoredCustomer {
  id: string;
  email: string;
  password: string;
  firstName: string | null;
  lastName: string | null;
  orders: StoredOrder[];
}

const userError = (code: string, field: string[] | null, message: string) => ({ code, field, message });

export class ShopifyCustomerBackend {
  readonly customers = new Map<string, StoredCustomer>();
  readonly tokens = new Map<string, string>();
  private next = 1;

  addOrder(customerId: string, order: Omit<StoredOrder, 'id'>): void {
    const customer = [...this.customers.values()].find((c) => c.id === customerId);
    if (!customer) throw new Error(`no customer ${customerId}`);
    customer.orders.push({ id: `gid://shopify/Order/${this.next++}`, ...order });
  }

  root(): StorefrontRoot {
    return {
      customerCreate: ({ input }: { input: { email: string; password: string; firstName?: string; lastName?: string } }) => {
        const email = input.email.toLowerCase();
        if (this.customers.has(email)) return { customer: null, customerUserErrors: [userError('TAKEN', ['input', 'email'], 'Email has already been taken')] };
        if (input.password.length < 5) return { customer: null, customerUserErrors: [userError('TOO_SHORT', ['input', 'password'], 'Password is too short (minimum is 5 characters)')] };
        const customer: StoredCustomer = { id: `gid://shopify/Customer/${this.next++}`, email, password: input.password, firstName: input.firstName ?? null, lastName: input.lastName ?? null, orders: [] };
        this.customers.set(email, customer);
        return { customer: this.view(customer), customerUserErrors: [] };
      },
      customerAccessTokenCreate: ({ input }: { input: { email: string; password: string } }) => {
        const customer = this.customers.get(input.email.toLowerCase());
        if (!customer || customer.password !== input.password) {
          return { customerAccessToken: null, customerUserErrors: [userError('UNIDENTIFIED_CUSTOMER', null, 'Unidentified customer')] };
        }
        const accessToken = randomUUID().replace(/-/g, '');
        this.tokens.set(accessToken, customer.email);
        return { customerAccessToken: { accessToken, expiresAt: new Date(Date.now() + 14 * 86_400_000).toISOString() }, customerUserErrors: [] };
      },
      customer: ({ customerAccessToken }: { customerAccessToken: string }) => {
        const email = this.tokens.get(customerAccessToken);
        const customer = email ? this.customers.get(email) : undefined;
        return customer ? this.view(customer) : null;
      },
      customerAccessTokenDelete: ({ customerAccessToken }: { customerAccessToken: string }) => {
        if (!this.tokens.delete(customerAccessToken)) return { deletedAccessToken: null, deletedCustomerAccessTokenId: null, userErrors: [{ field: null, message: 'access token does not exist' }] };
        return { deletedAccessToken: customerAccessToken, deletedCustomerAccessTokenId: 'id', userErrors: [] };
      },
    };
  }

  private view(customer: StoredCustomer) {
    return {
      id: customer.id,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      orders: ({ first, reverse }: { first: number; reverse?: boolean }) => {
        const sorted = [...customer.orders].sort((a, b) => a.processedAt.localeCompare(b.processedAt));
        if (reverse) sorted.reverse();
        return {
          nodes: sorted.slice(0, first).map((o) => ({
            id: o.id,
            orderNumber: o.orderNumber,
            processedAt: o.processedAt,
            totalPrice: o.totalPrice,
            financialStatus: o.financialStatus,
            fulfillmentStatus: o.fulfillmentStatus,
            lineItems: () => ({ nodes: o.quantities.map((quantity, n) => ({ title: `Item ${n + 1}`, quantity })) }),
          })),
        };
      },
    };
  }
}
