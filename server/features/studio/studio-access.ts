import { access } from '../../platform/access/access-rules';

/** Every Studio route: signed in, with premium access to the feature (logged by its name). */
export const backlineStudio = access.premium('Backline Studio');
