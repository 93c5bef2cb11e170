import { accountPlatformRows } from './rows/account-platform.rows';
import { runMatrix } from './run-matrix';

runMatrix('sign-in, the account, Pro, social accounts and the platform', accountPlatformRows);
