import { keyMaker } from './portable-text';
import { keyed, sanityDocument, type SanityDocument } from './sanity-document';

// The home page: hero banners (one without a link, to exercise "links only when non-empty"),
// product carousels by collection handle or filter, and the Showtime Sale promo.

export const HOME_ID = 'home';

export function homeDocument(): SanityDocument {
  const nextKey = keyMaker(HOME_ID);
  return sanityDocument(HOME_ID, 'home', {
    seo: { title: 'Guitars, Keyboards, Drums & Pro Audio', description: 'Shop guitars, keyboards, drums, live sound, studio and DJ gear online or in store, with free shipping on orders over $100.' },
    hero: keyed(nextKey, [
      { _type: 'heroBanner', title: 'Showtime Sale', text: 'Up to 40% off stage-ready gear this month.', link: '/showtime-sale', image: '/images/banners/showtime-sale.svg' },
      { _type: 'heroBanner', title: 'New Arrivals', text: 'The latest guitars, synths and pedals, just landed.', link: '/pages/new-arrivals', image: '/images/banners/new-arrivals.svg' },
      { _type: 'heroBanner', title: 'Staffed by Musicians', text: 'Real advice from people who play, in eight stores around Australia.', link: '', image: '/images/banners/staffed-by-musicians.svg' },
      { _type: 'heroBanner', title: 'Open Box Bargains', text: 'Ex-demo and returned gear, checked and graded by our techs.', link: '/pages/open-box', image: '/images/banners/open-box.svg' },
    ]),
    carousels: keyed(nextKey, [
      { _type: 'productCarousel', title: 'New Arrivals', collection: 'new-arrivals', filter: { newProduct: true } },
      { _type: 'productCarousel', title: 'Effects Pedals', collection: 'effects-pedals' },
      { _type: 'productCarousel', title: 'On Sale Now', collection: 'clearance-centre', filter: { onSale: true } },
      { _type: 'productCarousel', title: 'DJ Equipment', collection: 'dj-equipment' },
      { _type: 'productCarousel', title: 'Staff Picks', collection: '', filter: { staffPick: true } },
    ]),
    promoBanner: { title: 'Showtime Sale', text: 'Gear up for gig season: PA, lighting and backline on sale.', link: '/showtime-sale', image: '/images/banners/showtime-sale.svg' },
  });
}
