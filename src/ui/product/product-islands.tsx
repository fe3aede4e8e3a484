// Parts of the product page below the buy button, each a chunk of its own (issue 18): the page
// hydrates without them. The server renders them in place; the browser keeps that HTML until the
// chunk arrives (idle after load, or the shopper's first pointer or focus on the part), then the
// live part takes over what was typed (lazy-part.ts, islandPart). Meanwhile the shipping
// estimator's form is a GET of the page (the server renders the rates) and the alerts' forms open
// (native disclosures) and take typing, their buttons disabled as before any hydration.
import type { ComponentProps } from 'react';
import { islandPart } from '../components/lazy-part';
import type { ProductAlerts as Alerts } from './product-alerts';
import type { ShippingEstimator as Estimator } from './shipping-estimator';

export const ShippingEstimator = islandPart<ComponentProps<typeof Estimator>>(() => import('./shipping-estimator').then((module) => ({ default: module.ShippingEstimator })), '.shipping-estimator').Island;

export const ProductAlerts = islandPart<ComponentProps<typeof Alerts>>(() => import('./product-alerts').then((module) => ({ default: module.ProductAlerts })), '.product-alerts').Island;
