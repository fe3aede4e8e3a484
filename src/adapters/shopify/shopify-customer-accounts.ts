// Production shopper accounts: Shopify's customer accounts through the Storefront API. Log-in
// trades email and password for a customer access token (the session token); the account page
// reads the customer and their orders with it. Shopify's user errors become AccountErrors or a
// null log-in; any failure to reach Shopify is AccountError('unavailable').
import { AccountError, type Credentials, type Customer, type CustomerAccount, type CustomerSession, type Registration } from '../../application/accounts/customer';
import type { CustomerAccounts } from '../../application/ports';
import { isShopifyError } from './errors';
import { shopifyOrderStatus } from './shopify-order-status';
import type { ShopifyClient } from './shopify-client';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION,
  CUSTOMER_ACCOUNT_QUERY,
  CUSTOMER_CREATE_MUTATION,
} from './shopify-customer-documents';
import { accessTokenCreateSchema, accessTokenDeleteSchema, customerAccountSchema, customerCreateSchema } from './shopify-customer-schemas';

/** The account page lists this many recent orders. */
export const ACCOUNT_ORDER_COUNT = 20;

export class ShopifyCustomerAccounts implements CustomerAccounts {
  constructor(private readonly client: ShopifyClient) {}

  async register({ email, password, firstName, lastName }: Registration): Promise<Customer> {
    const data = await this.call(() => this.client.mutate(CUSTOMER_CREATE_MUTATION, { input: { email, password, firstName, lastName } }, customerCreateSchema));
    const result = data.customerCreate;
    const problem = result?.customerUserErrors[0];
    if (problem) throw new AccountError(problem.code === 'TAKEN' ? 'email-taken' : 'invalid-input', problem.message);
    if (!result?.customer) throw new AccountError('unavailable', 'Shopify created no customer');
    const { id, firstName: first, lastName: last } = result.customer;
    return { id, email: result.customer.email ?? email, firstName: first ?? '', lastName: last ?? '' };
  }

  async logIn({ email, password }: Credentials): Promise<CustomerSession | null> {
    const data = await this.call(() => this.client.mutate(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, { input: { email, password } }, accessTokenCreateSchema));
    const token = data.customerAccessTokenCreate?.customerAccessToken;
    if (!token) return null;
    return { token: token.accessToken, expiresAt: Date.parse(token.expiresAt) };
  }

  async account(sessionToken: string): Promise<CustomerAccount | null> {
    const data = await this.call(() => this.client.query(CUSTOMER_ACCOUNT_QUERY, { customerAccessToken: sessionToken, orderCount: ACCOUNT_ORDER_COUNT }, customerAccountSchema));
    const customer = data.customer;
    if (!customer) return null;
    return {
      customer: { id: customer.id, email: customer.email ?? '', firstName: customer.firstName ?? '', lastName: customer.lastName ?? '' },
      orders: customer.orders.nodes.map((order) => ({
        id: order.id,
        number: order.orderNumber,
        placedAt: order.processedAt,
        itemCount: order.lineItems.nodes.reduce((sum, line) => sum + line.quantity, 0),
        total: order.totalPrice,
        status: shopifyOrderStatus(order.financialStatus ?? null, order.fulfillmentStatus),
        lines: order.lineItems.nodes.map((line) => ({ title: line.title, quantity: line.quantity })),
      })),
    };
  }

  async logOut(sessionToken: string): Promise<void> {
    await this.call(() => this.client.mutate(CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION, { customerAccessToken: sessionToken }, accessTokenDeleteSchema));
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (isShopifyError(error)) throw new AccountError('unavailable', `Shopify customer accounts: ${error.message}`);
      throw error;
    }
  }
}
