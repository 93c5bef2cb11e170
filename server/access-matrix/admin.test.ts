import { adminRows } from './rows/admin.rows';
import { runMatrix } from './run-matrix';

runMatrix('the admin console', adminRows);
