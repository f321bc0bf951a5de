// The limit the API is compared with: a bare JSON route on a plain Express app.
import express from 'express';

const app = express();
app.get('/hello', (_req, res) => {
  res.json({ hello: 'world' });
});
const server = app.listen(Number(process.argv[2]), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
