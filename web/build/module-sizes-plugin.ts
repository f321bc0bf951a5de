import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Where the client build records what each chunk is made of, beside Vite's manifest. */
export const MODULE_SIZES_FILE = '.vite/module-sizes.json';

/** One module's share of a chunk: its rendered code's length and that code gzipped on its own. */
export interface ModuleSize {
  id: string;
  bytes: number;
  gzipBytes: number;
}

/** The project-relative name of a module (node_modules paths keep the package's own path). */
const shortId = (id: string) =>
  id
    .replace(/\0/g, '')
    .replace(/^.*?node_modules\//, 'node_modules/')
    .replace(/^.*?\/(web|shared)\/src\//, '$1/src/');

/**
 * Writes, for each JavaScript chunk, the modules inside it with their sizes: the manifest tells which
 * chunks a route loads, this tells what grew inside them (a treemap in numbers, without a visualiser).
 * The sizes are of each module's code before minification, so they rank modules rather than add up
 * to the file.
 */
export function moduleSizes(): Plugin {
  return {
    name: 'module-sizes',
    apply: (config) => !config.build?.ssr,
    generateBundle(_options, bundle) {
      const chunks: Record<string, ModuleSize[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules)
          .filter(([, m]) => m.renderedLength > 0)
          .map(([id, m]) => ({
            id: shortId(id),
            bytes: m.renderedLength,
            gzipBytes: m.code ? gzipSync(m.code).length : 0,
          }))
          .sort((a, b) => b.gzipBytes - a.gzipBytes);
      }
      this.emitFile({ type: 'asset', fileName: MODULE_SIZES_FILE, source: JSON.stringify(chunks) });
    },
  };
}
