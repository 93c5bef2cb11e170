import { loadDotEnv, parseConfig } from '../server/config';
import { createContext } from '../server/start';

loadDotEnv();
const { handle, applied } = await createContext(parseConfig());
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
await handle.close();
