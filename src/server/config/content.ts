// Content (pages, layout, stores, menus, category metadata, preview): Sanity when its project,
// dataset and preview secret are set, else groq-js over the NDJSON export.
import { calendarDate, optional, secret, valueThat } from './values';
import { providerSettings, withOptional } from './provider-settings';

export type ContentConfig =
  | { kind: 'embedded'; previewSecret?: string }
  | { kind: 'sanity'; projectId: string; dataset: string; apiVersion: string; readToken?: string; previewSecret: string };

/** The shortest preview secret production accepts (PREVIEW_SECRET, SANITY_PREVIEW_SECRET): it unlocks drafts. */
export const PRODUCTION_PREVIEW_SECRET_LENGTH = 32;

export const contentSettings = providerSettings({
  port: 'content',
  variables: {
    SANITY_PROJECT_ID: optional(valueThat('a valid project id (expected a-z, 0-9 and -)', (v) => /^[a-z0-9-]+$/.test(v))),
    SANITY_DATASET: optional(
      valueThat('a valid dataset name (expected a-z, 0-9, - and _, at most 64)', (v) => /^[a-z0-9][-\w]{0,63}$/.test(v)),
    ),
    SANITY_API_VERSION: optional(valueThat('a valid API version (expected YYYY-MM-DD)', calendarDate)),
    SANITY_READ_TOKEN: optional(secret()),
    SANITY_PREVIEW_SECRET: optional(secret()),
    PREVIEW_SECRET: optional(secret()),
  },
  together: {
    variables: ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_PREVIEW_SECRET', 'SANITY_API_VERSION', 'SANITY_READ_TOKEN'],
    required: ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_PREVIEW_SECRET'],
  },
  problems: (vars) => [
    ...(vars.PREVIEW_SECRET !== undefined && vars.SANITY_PROJECT_ID !== undefined
      ? [{ variable: 'PREVIEW_SECRET', message: 'PREVIEW_SECRET is for embedded content only: with Sanity set SANITY_PREVIEW_SECRET instead' }]
      : []),
    // In production a preview secret must resist guessing; short ones still work in development and tests.
    ...(['PREVIEW_SECRET', 'SANITY_PREVIEW_SECRET'] as const)
      .filter((name) => (vars as Record<string, unknown>).NODE_ENV === 'production' && typeof vars[name] === 'string' && vars[name].length < PRODUCTION_PREVIEW_SECRET_LENGTH)
      .map((name) => ({ variable: name, message: `${name}: must be at least ${PRODUCTION_PREVIEW_SECRET_LENGTH} characters when NODE_ENV is production (value not shown)` })),
  ],
  read: (vars): ContentConfig =>
    vars.SANITY_PROJECT_ID && vars.SANITY_DATASET && vars.SANITY_PREVIEW_SECRET
      ? withOptional(
          {
            kind: 'sanity' as const,
            projectId: vars.SANITY_PROJECT_ID,
            dataset: vars.SANITY_DATASET,
            apiVersion: vars.SANITY_API_VERSION ?? '2025-02-19',
            previewSecret: vars.SANITY_PREVIEW_SECRET,
          },
          'readToken',
          vars.SANITY_READ_TOKEN,
        )
      : withOptional({ kind: 'embedded' as const }, 'previewSecret', vars.PREVIEW_SECRET),
  describe: (content) =>
    content.kind === 'sanity'
      ? `sanity (project ${content.projectId}, dataset ${content.dataset}, API ${content.apiVersion})`
      : `embedded (groq-js over the NDJSON export, preview ${content.previewSecret ? 'on' : 'off'})`,
});
