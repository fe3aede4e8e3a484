import { CATEGORY_MENU_ITEM_FRAGMENT } from '../fragments/category-menu-item';

export const CATEGORY_TREE_QUERY = `#graphql
  query CategoryTree($handle: String!) {
    menu(handle: $handle) {
      items {
        ...CategoryMenuItem
        items {
          ...CategoryMenuItem
          items { ...CategoryMenuItem }
        }
      }
    }
  }
  ${CATEGORY_MENU_ITEM_FRAGMENT}
`;
