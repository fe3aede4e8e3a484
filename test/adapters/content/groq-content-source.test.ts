import { describe, expect, it } from 'vitest';
import { GroqContentSource } from '../../../src/adapters/groq/groq-content-source';
import { contentSourceContract, DEMO_EXPORT_PATH } from '../../contract/content-source.contract';

contentSourceContract('GroqContentSource (groq-js)', async (documents) => ({
  source: new GroqContentSource(documents),
  close: async () => {},
}));

describe('GroqContentSource.fromNdjsonFile', () => {
  it('loads the demo export once and answers from memory', async () => {
    const source = await GroqContentSource.fromNdjsonFile(DEMO_EXPORT_PATH);
    const started = performance.now();
    for (let i = 0; i < 500; i += 1) await Promise.all([source.layout({ preview: false }), source.page('about-us', { preview: false })]);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('fails at start when the export is missing', async () => {
    await expect(GroqContentSource.fromNdjsonFile('/nonexistent/content.ndjson')).rejects.toThrow(/ENOENT/);
  });
});
