// The one place that knows which adapter serves each port. Everything else asks for ports.
import 'reflect-metadata';
import path from 'node:path';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import type { ContentSource, ProductCatalog } from '../application/ports';
import { TOKENS } from '../application/tokens';
import { LoadContentPage } from '../application/use-cases/load-content-page';
import { LoadHomePage } from '../application/use-cases/load-home-page';
import { LoadShell } from '../application/use-cases/load-shell';
import { DemoProductCatalog } from '../adapters/embedded/demo-product-catalog';
import { GroqContentSource } from '../adapters/embedded/groq-content-source';
import { generateCatalogue } from '../adapters/embedded/demo-data/generate-catalogue';
import type { DemoCatalogue } from '../adapters/embedded/demo-data/catalogue-types';
import { PinoEventLog } from '../adapters/pino-event-log';
import { SanityContentSource } from '../adapters/sanity/sanity-content-source';
import { ShopifyProductCatalog } from '../adapters/shopify/shopify-product-catalog';
import { createShopifyClient } from '../adapters/shopify/shopify-client';
import type { AppConfig } from './config';
import type { ReadinessProbe } from './http/health';
import { demoImageRoutes } from './http/demo-images';
import type { UseCases } from './ssr/request-services';

export interface Composition {
  container: DependencyContainer;
  useCases: UseCases;
  readiness: ReadinessProbe[];
  mount: (app: Express) => void;
  close(): Promise<void>;
}

export const CONTENT_EXPORT = path.resolve('data/content/content.ndjson');

export async function composeApplication(config: AppConfig, logger: Logger): Promise<Composition> {
  const container = rootContainer.createChildContainer();
  const mounts: Array<(app: Express) => void> = [];
  let demo: DemoCatalogue | undefined;
  const demoCatalogue = () => (demo ??= generateCatalogue({ seed: config.demo.seed, productCount: config.demo.productCount }));

  container.register(TOKENS.EventLog, { useValue: new PinoEventLog(logger) });

  if (config.commerce.kind === 'shopify') {
    const client = createShopifyClient(config.commerce);
    container.register<ProductCatalog>(TOKENS.ProductCatalog, { useValue: new ShopifyProductCatalog(client) });
  } else {
    const catalogue = demoCatalogue();
    container.register<ProductCatalog>(TOKENS.ProductCatalog, { useValue: new DemoProductCatalog(catalogue) });
    mounts.push((app) => app.use(demoImageRoutes(catalogue)));
  }

  if (config.content.kind === 'sanity') {
    container.register<ContentSource>(TOKENS.ContentSource, { useValue: new SanityContentSource(config.content) });
  } else {
    container.register<ContentSource>(TOKENS.ContentSource, { useValue: await GroqContentSource.fromNdjsonFile(CONTENT_EXPORT) });
  }

  const catalog = container.resolve<ProductCatalog>(TOKENS.ProductCatalog);
  const content = container.resolve<ContentSource>(TOKENS.ContentSource);
  return {
    container,
    useCases: {
      loadShell: container.resolve(LoadShell),
      loadHomePage: container.resolve(LoadHomePage),
      loadContentPage: container.resolve(LoadContentPage),
    },
    readiness: [
      { port: 'ProductCatalog', check: () => catalog.categoryTree() },
      { port: 'ContentSource', check: () => content.layout({ preview: false }) },
    ],
    mount: (app) => mounts.forEach((mount) => mount(app)),
    close: async () => {
      await container.dispose();
    },
  };
}
