import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses the API's JSON (and any other text answer) for browsers that accept it (decision 0024).
 * On a phone's connection bytes are time: My Games is 63 KB of JSON for the demo's person in eight
 * games, 9 KB in brotli, and on a first visit it shares the pipe with the app's own chunks. Brotli at
 * quality 4 (the plugin's default) costs about as much CPU as gzip and compresses better.
 * - Answers under 1 KB are sent as they are: the headers would eat the saving.
 * - The built app's files are compressed once at build time (@fastify/static `preCompressed`),
 *   so the app's route opts out (spa.ts); images are not text.
 * - The live events' stream opts out on its route: a compressor would hold the events back.
 * - Request bodies are never inflated (`globalDecompression: false`): the app sends none, and a
 *   small compressed body could otherwise expand past the body limit's intent.
 * Behind a proxy that compresses, this could be switched off there; it does no harm left on.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  },
  { name: 'compression' },
);
