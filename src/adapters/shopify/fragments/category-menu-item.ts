// One entry of the category menu. Shopify has no category tree of its own: the shop models it as
// the navigation menu 'category-tree' (nested up to 3 levels), each item linking a Collection.
// The collection carries the tree's data in `custom` metafields that the shop's middleware keeps
// in sync: cat_code (numeric string), product_count (integer), promote_brand (brand name).
export const CATEGORY_MENU_ITEM_FRAGMENT = `#graphql
  fragment CategoryMenuItem on MenuItem {
    title
    url
    resource {
      ... on Collection {
        handle
        image { altText }
        catCode: metafield(namespace: "custom", key: "cat_code") { value }
        productCount: metafield(namespace: "custom", key: "product_count") { value }
        promoteBrand: metafield(namespace: "custom", key: "promote_brand") { value }
      }
    }
  }
`;
