// Admin API documents of the saved-items metafield. The Storefront API can read a customer's
// metafields but write none (its Mutation type has no metafieldsSet and CustomerUpdateInput no
// metafields field), so the list is written server-side with the Admin API. Validated against the
// Admin API subset in test/support/shopify-admin-schema.ts.

/** The customer metafield that holds the list: JSON, one entry per product. */
export const SAVED_ITEMS_METAFIELD = { namespace: 'storefront', key: 'saved_items', type: 'json' } as const;

export const SAVED_ITEMS_QUERY = `#graphql
  query SavedItems($customerId: ID!, $namespace: String!, $key: String!) {
    customer(id: $customerId) {
      id
      metafield(namespace: $namespace, key: $key) { value compareDigest }
    }
  }
`;

export const SAVED_ITEMS_SET_MUTATION = `#graphql
  mutation SavedItemsSet($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      metafields { compareDigest }
      userErrors { field message code }
    }
  }
`;
