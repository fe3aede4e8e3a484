// The embedded search's cards, one per document and currency, built when first listed and kept:
// the index never changes for an instance, so neither does a document's card, and pages list the
// same cards over and over (the home page's 48, a collection's 20). Kept cards are shared by every
// request that lists them, so they are frozen all the way down.
import type { ProductCard } from '../../domain/catalogue/product-card';
import { deepFreeze } from '../../domain/deep-freeze';
import { cardOfDocument } from '../typesense/document-to-card';
import { isMarketCurrency, type ProductDocument } from '../typesense/product-document';

export class KeptCards {
  /** Cards by currency, indexed by document id: at most documents × market currencies. */
  private readonly byCurrency = new Map<string, (ProductCard | undefined)[]>();

  constructor(private readonly docs: readonly ProductDocument[]) {}

  /** The card of document `doc` priced in `currency`: the same object every time. */
  card(doc: number, currency: string): ProductCard {
    let cards = this.byCurrency.get(currency);
    if (!cards) {
      // Only the markets' currencies are kept, so the table stays bounded whatever a caller passes.
      if (!isMarketCurrency(currency)) return cardOfDocument(this.docs[doc]!, currency);
      cards = new Array<ProductCard | undefined>(this.docs.length);
      this.byCurrency.set(currency, cards);
    }
    return (cards[doc] ??= keptCard(this.docs[doc]!, currency));
  }
}

function keptCard(doc: ProductDocument, currency: string): ProductCard {
  const card = cardOfDocument(doc, currency);
  // The card's attributes are the document's own array, which belongs to whoever built the index:
  // the kept card gets a copy to freeze.
  return deepFreeze(card.attributes ? { ...card, attributes: card.attributes.map((attribute) => ({ ...attribute })) } : card);
}
