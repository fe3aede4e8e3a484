import { IMAGE_FRAGMENT } from '../fragments/image';
import { MONEY_FRAGMENT } from '../fragments/money';
import { PRODUCT_DETAIL_FRAGMENT, PRODUCT_VARIANT_FRAGMENT } from '../fragments/product-detail';

// @inContext selects the market, so prices come back in that country's currency.
export const PRODUCT_BY_HANDLE_QUERY = `#graphql
  query ProductByHandle($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) { ...ProductDetail }
  }
  ${PRODUCT_DETAIL_FRAGMENT}
  ${PRODUCT_VARIANT_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
`;
