// The limit the API is compared with: a bare JSON route on a plain Express app. It also serves
// stub map tiles, so the benchmark's browsers never reach the internet.
import express from 'express';

// A 1x1 grey PNG.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8+/bdfwAJHgPWHhvqfQAAAABJRU5ErkJggg==',
  'base64',
);

const app = express();
app.get('/hello', (_req, res) => {
  res.json({ hello: 'world' });
});
app.get('/tiles/:z/:x/:y.png', (_req, res) => {
  res
    .set({ 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=604800', 'content-type': 'image/png' })
    .send(TILE);
});
const server = app.listen(Number(process.argv[2]), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
