import type { LimiterFactory } from '@lib/limits/factory';
import type { AuthDeps } from '../../auth/session';
import type { Config } from '../../config';
import type { LiveBus } from '../../live/bus';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';

/** What the /api/users sub-apps need. */
export interface UsersRouteDeps extends AuthDeps {
  mailer: Mailer;
  config: Pick<Config, 'jwtSecret' | 'publicUrl' | 'googleClientId' | 'googleJwksUrl'>;
  /** Where the work done after an answer (the account mails) reports its failures. */
  logger: Logger;
  live: LiveBus;
  limits: LimiterFactory;
}
