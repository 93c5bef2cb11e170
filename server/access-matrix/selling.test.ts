import { sellingRows } from './rows/selling.rows';
import { runMatrix } from './run-matrix';

runMatrix('storefronts, subscriptions, purchases and merch', sellingRows, {
  shows: ['ppv-post', 'shipping-address'],
});
