import type { DemoLocation } from './catalogue-types';

// Inventory locations of the middleware. The content export's store documents carry the same ids,
// so in-store availability can join stock to a store page.
export const DEMO_LOCATIONS: readonly DemoLocation[] = [
  { id: 'ONLINE', name: 'Online Warehouse', kind: 'online', storeSlug: null },
  { id: '51', name: 'Forestville Warehouse', kind: 'warehouse', storeSlug: 'forestville' },
  { id: '52', name: 'Adelaide City Warehouse', kind: 'warehouse', storeSlug: 'adelaide-city' },
  { id: '61', name: 'Melbourne Fitzroy', kind: 'store', storeSlug: 'melbourne-fitzroy' },
  { id: '62', name: 'Melbourne Windsor', kind: 'store', storeSlug: 'melbourne-windsor' },
  { id: '63', name: 'Sydney Alexandria', kind: 'store', storeSlug: 'sydney-alexandria' },
  { id: '64', name: 'Sydney Crows Nest', kind: 'store', storeSlug: 'sydney-crows-nest' },
  { id: '65', name: 'Brisbane Fortitude Valley', kind: 'store', storeSlug: 'brisbane-fortitude-valley' },
  { id: '66', name: 'Perth West Leederville', kind: 'store', storeSlug: 'perth-west-leederville' },
];

export const OPEN_BOX_WAREHOUSES = [
  { code: '51', userFacingName: 'Forestville' },
  { code: '52', userFacingName: 'Adelaide City' },
] as const;
