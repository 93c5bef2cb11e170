/**
 * `npm run dev`: the API with reload on port 3001 and Vite's dev server on 3000, which
 * proxies /api to it. Stops both on Ctrl-C.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    // Links in e-mail point at the address people open: Vite's, in front of the API.
    env: {
      PUBLIC_URL: 'http://localhost:3000',
      ...process.env,
      PORT: apiPort,
      HOST: '127.0.0.1',
    },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
