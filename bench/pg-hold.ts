/** Starts an embedded PostgreSQL on .data/<name> at <port> and keeps it running until killed (measurements by hand). */
import { startEmbeddedPostgres } from '@toonbank/db/embedded';
const [name = 'cols-10000', port = '5461'] = process.argv.slice(2);
const server = await startEmbeddedPostgres({ dataDir: `.data/${name}`, port: Number(port) });
console.log(server.url('toonbank'));
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => {}, 1 << 30);
