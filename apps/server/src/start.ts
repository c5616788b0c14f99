/**
 * Entry point of `npm start`. React and React Router read NODE_ENV when they
 * load, so it is settled here, before any of them is imported.
 */
process.env.NODE_ENV ??= 'production';
export {};

await import('./main.ts');
