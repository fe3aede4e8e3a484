import { DEMO_LOCATIONS } from '../locations';
import { SHOP_DOMAIN } from '../shop-identity';
import { keyMaker, p, portableText, strong, link } from './portable-text';
import { sanityDocument, slug, type SanityDocument } from './sanity-document';

// The eight stores: the two main stores (Forestville, warehouse 51; Adelaide City, warehouse 52)
// and the six slugged store pages. Hours are content: editors change them, not code.

type Day = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
type Hours = { open: string; close: string } | { closed: true };

interface StoreSpec {
  slug: string;
  city: string;
  street: string;
  suburb: string;
  state: string;
  postcode: string;
  phoneNumber: string;
  timeZone: string;
  weekdays: [string, string];
  saturday: [string, string];
  sunday: [string, string] | null;
  parking: string;
  publicTransport: { train?: string; tram?: string; bus?: string };
  intro: string;
  mainStore?: boolean;
  virtualTour?: string;
  alertBanner?: string;
  rolandBanner?: boolean;
}

const STORES: StoreSpec[] = [
  {
    slug: 'forestville', city: 'Adelaide', street: '120 Leader Street', suburb: 'Forestville', state: 'SA', postcode: '5035',
    phoneNumber: '08 5550 1051', timeZone: 'Australia/Adelaide', mainStore: true,
    weekdays: ['09:30', '17:30'], saturday: ['09:30', '16:00'], sunday: ['12:00', '16:00'],
    parking: 'Free customer car park behind the store, with loading bays for large items.',
    publicTransport: { train: 'Goodwood station, 12 minutes walk', tram: 'Glenelg tram, stop 4 (Forestville)', bus: 'Routes G10 and G20 on Goodwood Road' },
    intro: 'Our flagship store and main warehouse, with the biggest range of guitars, drums, keyboards and pro audio under one roof.',
    virtualTour: 'https://my.matterport.com/show/?m=bmForestville1', alertBanner: 'Car park resurfacing until 30 November: please use street parking on Leader Street.',
  },
  {
    slug: 'adelaide-city', city: 'Adelaide', street: '88 Grenfell Street', suburb: 'Adelaide', state: 'SA', postcode: '5000',
    phoneNumber: '08 5550 1052', timeZone: 'Australia/Adelaide', mainStore: true,
    weekdays: ['09:30', '17:30'], saturday: ['10:00', '15:00'], sunday: null,
    parking: 'Paid parking in the Grenfell Street car park, 2 minutes walk.',
    publicTransport: { train: 'Adelaide Railway Station, 12 minutes walk', tram: 'City tram, Rundle Mall stop', bus: 'Grenfell Street stops, most city routes' },
    intro: 'Right in the heart of the city: guitars, pedals, studio gear and DJ equipment, plus our open-box clearance floor.',
    virtualTour: 'https://my.matterport.com/show/?m=bmAdelaideCity1',
  },
  {
    slug: 'melbourne-fitzroy', city: 'Melbourne', street: '210 Brunswick Street', suburb: 'Fitzroy', state: 'VIC', postcode: '3065',
    phoneNumber: '03 5550 1061', timeZone: 'Australia/Melbourne',
    weekdays: ['10:00', '18:00'], saturday: ['10:00', '17:00'], sunday: ['11:00', '16:00'],
    parking: 'Two-hour street parking on Brunswick Street and surrounding streets.',
    publicTransport: { train: 'Parliament station, 15 minutes walk', tram: 'Route 11 along Brunswick Street', bus: 'Route 200 on Johnston Street' },
    intro: 'Guitars, amps and effects for the Fitzroy scene, with a dedicated pedal wall you can plug straight into.',
    rolandBanner: true,
  },
  {
    slug: 'melbourne-windsor', city: 'Melbourne', street: '145 Chapel Street', suburb: 'Windsor', state: 'VIC', postcode: '3181',
    phoneNumber: '03 5550 1062', timeZone: 'Australia/Melbourne',
    weekdays: ['10:00', '18:00'], saturday: ['10:00', '17:00'], sunday: ['12:00', '17:00'],
    parking: 'Paid parking at the Chapel Street multi-level car park.',
    publicTransport: { train: 'Windsor station, 3 minutes walk', tram: 'Route 78 along Chapel Street', bus: 'Route 605 on Dandenong Road' },
    intro: 'Synths, keyboards, studio and DJ gear, with demo stations set up so you can hear the difference before you buy.',
  },
  {
    slug: 'sydney-alexandria', city: 'Sydney', street: '40 Euston Road', suburb: 'Alexandria', state: 'NSW', postcode: '2015',
    phoneNumber: '02 5550 1063', timeZone: 'Australia/Sydney',
    weekdays: ['10:00', '18:00'], saturday: ['10:00', '17:00'], sunday: ['10:00', '16:00'],
    parking: 'Free on-site parking for 30 cars, with a loading zone for PA and backline pickups.',
    publicTransport: { train: 'Green Square station, 10 minutes walk', bus: 'Routes 309 and 310 on Botany Road' },
    intro: 'Our Sydney warehouse store: live sound, lighting, drums and backline, with plenty of room to try a full PA.',
    virtualTour: 'https://my.matterport.com/show/?m=bmAlexandria1',
  },
  {
    slug: 'sydney-crows-nest', city: 'Sydney', street: '75 Willoughby Road', suburb: 'Crows Nest', state: 'NSW', postcode: '2065',
    phoneNumber: '02 5550 1064', timeZone: 'Australia/Sydney',
    weekdays: ['10:00', '18:00'], saturday: ['10:00', '17:00'], sunday: null,
    parking: 'Council car park on Alexander Street, first hour free.',
    publicTransport: { train: 'Crows Nest Metro station, 3 minutes walk', bus: 'Routes 144 and 252 on the Pacific Highway' },
    intro: 'Pianos, acoustic guitars and band instruments on the lower North Shore, with a quiet room for trying digital pianos.',
    alertBanner: 'Closed on Sunday 7 December for our end-of-year stocktake.',
  },
  {
    slug: 'brisbane-fortitude-valley', city: 'Brisbane', street: '300 Wickham Street', suburb: 'Fortitude Valley', state: 'QLD', postcode: '4006',
    phoneNumber: '07 5550 1065', timeZone: 'Australia/Brisbane',
    weekdays: ['10:00', '18:00'], saturday: ['10:00', '17:00'], sunday: ['10:00', '15:00'],
    parking: 'Paid parking in the Wickham Street car park next door.',
    publicTransport: { train: 'Fortitude Valley station, 5 minutes walk', bus: 'Brunswick Street stops, routes 300 and 322' },
    intro: 'Everything for the Valley venues: guitars, drums, in-ear monitoring and live sound, staffed by gigging musicians.',
  },
  {
    slug: 'perth-west-leederville', city: 'Perth', street: '18 Cambridge Street', suburb: 'West Leederville', state: 'WA', postcode: '6007',
    phoneNumber: '08 5550 1066', timeZone: 'Australia/Perth',
    weekdays: ['10:00', '18:00'], saturday: ['10:00', '17:00'], sunday: ['12:00', '16:00'],
    parking: 'Free parking at the rear of the store off Northwood Street.',
    publicTransport: { train: 'West Leederville station, 6 minutes walk', bus: 'Route 81 on Cambridge Street' },
    intro: "Perth's home for guitars, keyboards and recording gear, with a drum room and a workshop for setups and repairs.",
    virtualTour: 'https://my.matterport.com/show/?m=bmLeederville1',
  },
];

/** '09:30' -> '9:30am', '18:00' -> '6pm' */
export function displayTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'pm' : 'am';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour12}${suffix}` : `${hour12}:${String(minutes).padStart(2, '0')}${suffix}`;
}

const displayRange = (range: [string, string] | null) => (range ? `${displayTime(range[0])} - ${displayTime(range[1])}` : 'Closed');
const hours = (range: [string, string] | null): Hours => (range ? { open: range[0], close: range[1] } : { closed: true });

function openingHours(spec: StoreSpec): Record<Day, Hours> {
  const weekday = hours(spec.weekdays);
  return { monday: weekday, tuesday: weekday, wednesday: weekday, thursday: weekday, friday: weekday, saturday: hours(spec.saturday), sunday: hours(spec.sunday) };
}

export const storeDocumentId = (storeSlug: string) => `store-${storeSlug}`;

function storeDocument(spec: StoreSpec): SanityDocument {
  const location = DEMO_LOCATIONS.find((candidate) => candidate.storeSlug === spec.slug);
  if (!location) throw new Error(`no inventory location for store ${spec.slug}`);
  const nextKey = keyMaker(storeDocumentId(spec.slug));
  const address = `${spec.street}, ${spec.suburb} ${spec.state} ${spec.postcode}`;
  return sanityDocument(storeDocumentId(spec.slug), 'store', {
    storeId: location.id,
    title: location.kind === 'warehouse' ? location.name.replace(/ Warehouse$/, '') : location.name,
    city: spec.city,
    slug: slug(spec.slug),
    street: spec.street,
    suburb: spec.suburb,
    state: spec.state,
    postcode: spec.postcode,
    phoneNumber: spec.phoneNumber,
    email: `${spec.slug}@${SHOP_DOMAIN}`,
    link: `/locations/${spec.slug}`,
    introText: portableText(nextKey, [
      p(spec.intro),
      p('Come in for a play, ask our staff anything, or ', link('check stock before you visit', '/pages/stock-enquiry'), '. ', strong('Click & Collect'), ' orders are usually ready within two hours.'),
    ]),
    tradingHours: { weekdays: displayRange(spec.weekdays), saturday: displayRange(spec.saturday), sunday: displayRange(spec.sunday) },
    openingHours: openingHours(spec),
    timeZone: spec.timeZone,
    parking: spec.parking,
    publicTransport: spec.publicTransport,
    googleMap: `https://maps.google.com/maps?q=${encodeURIComponent(address)}&output=embed`,
    ...(spec.virtualTour ? { virtualTourURL: spec.virtualTour } : {}),
    ...(spec.alertBanner ? { alertBanner: spec.alertBanner } : {}),
    ...(spec.rolandBanner
      ? { rolandBanner: { title: 'Roland Authorised Showroom', text: 'Try the full range of V-Drums, digital pianos and synths in our Roland room.', link: '/collections/keyboards' } }
      : {}),
    obxLocation: location.kind === 'warehouse',
    isMainStore: spec.mainStore === true,
    locationId: location.id,
    ...(location.kind === 'warehouse' ? { warehouseCode: location.id } : {}),
  });
}

export const storeDocuments = (): SanityDocument[] => STORES.map(storeDocument);
