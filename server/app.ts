import { trustProxy } from '@lib/http/client-ip';
import { createLimiterFactory } from '@lib/limits/factory';
import { Hono } from 'hono';
import type { AppDeps, RouteDeps } from './deps';
import { crossOriginRules } from './http/cors';
import { errorHandler, notFoundHandler } from './http/errors';
import { pageSettingsOf } from './http/page-settings';
import { createReadCache } from './http/read-cache';
import { mountReadCache } from './http/read-routes';
import { requestBodyRules } from './http/request-body';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { createStaticSite } from './http/static';
import { createMemoryBus } from './live/memory-bus';
import { createLogger } from './logger';
import { conversationPartners } from './messaging/conversation-list';
import { createMemoryPresence, trackPresence } from './messaging/presence';
import { adminInquiriesRoutes } from './routes/admin-inquiries';
import { adminProjectsRoutes } from './routes/admin-projects';
import { adminRevenueRoutes } from './routes/admin-revenue';
import { accountsListRoutes, adminUsersRoutes } from './routes/admin-users';
import { blogsRoutes } from './routes/blogs';
import { channelRoutes } from './routes/channel';
import { configRoutes } from './routes/config';
import { conversationsRoutes } from './routes/conversations';
import { eventsRoutes } from './routes/events';
import { healthRoutes, readyRoutes } from './routes/health';
import { hireUsRoutes } from './routes/hire-us';
import { liveRoutes } from './routes/live';
import { membersRoutes } from './routes/members';
import { messageImagesRoutes } from './routes/message-images';
import { notificationsRoutes } from './routes/notifications';
import { pageFormsRoutes } from './routes/page-forms';
import { projectsRoutes } from './routes/projects';
import { resourcesRoutes } from './routes/resources';
import { searchRoutes } from './routes/search';
import { tasksRoutes } from './routes/tasks';
import { uploadsRoutes } from './routes/uploads';
import { usersRoutes } from './routes/users';
import { multipartRoutes } from './uploads/multipart-routes';

export function createApp(deps: AppDeps) {
  const logger = deps.logger ?? createLogger(deps.config.logLevel);
  const limits = deps.limits ?? createLimiterFactory();
  const presence = deps.presence ?? createMemoryPresence();
  // Every open live stream marks its account online ('online now'); changes go out as presence.changed.
  const live = trackPresence(deps.live ?? createMemoryBus(), presence, {
    partnersOf: (accountId) => conversationPartners(deps.db, accountId),
    onError: (error) => logger.error(`[live] presence: ${error.message}`),
  });
  const reads = createReadCache(deps.clock);
  const routeDeps: RouteDeps = { ...deps, reads, logger, limits, live, presence };
  const app = new Hono();

  app.onError(errorHandler(logger));
  app.notFound(notFoundHandler);

  app.use('*', trustProxy(deps.config.trustProxyHops));
  app.use('*', requestLog(logger));
  app.use('*', securityHeaders({ chatbotUrl: deps.config.chatbotPublicUrl }));

  app.use('/api/*', crossOriginRules(deps.config.siteOrigins));
  app.use('/api/*', async (c, next) => {
    await next();
    // API answers carry tokens and personal data: never stored by browsers or proxies.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('/api/*', requestBodyRules(multipartRoutes));

  // Public read APIs (the routes listed in read-routes.ts): ETag/304, Cache-Control, a few seconds'
  // in-memory copy dropped by the group's writes; the caller's own answers are kept by no one.
  mountReadCache(app, reads);

  // Resource sub-apps. Each lives in server/routes/<resource>.ts, exports `<resource>Routes(deps)` returning a
  // Hono app, and is mounted here with one line:
  app.route('/api/health', healthRoutes(routeDeps));
  app.route('/api/ready', readyRoutes(routeDeps));
  app.route('/api/config', configRoutes(routeDeps));
  app.route('/api/users/users', accountsListRoutes(routeDeps));
  app.route('/api/users', usersRoutes(routeDeps));
  app.route('/api/members', membersRoutes(routeDeps));
  app.route('/api/hire-us', hireUsRoutes(routeDeps));
  app.route('/api/live', liveRoutes(routeDeps));
  app.route('/api/uploads', uploadsRoutes(routeDeps));
  app.route('/api/projects', projectsRoutes(routeDeps));
  app.route('/api/resources', resourcesRoutes(routeDeps));
  app.route('/api/blogs', blogsRoutes(routeDeps));
  app.route('/api/tasks', tasksRoutes(routeDeps));
  app.route('/api/channel', channelRoutes(routeDeps));
  app.route('/api/conversations', conversationsRoutes(routeDeps));
  app.route('/api/message-images', messageImagesRoutes(routeDeps));
  app.route('/api/notifications', notificationsRoutes(routeDeps));
  app.route('/api/events', eventsRoutes(routeDeps));
  app.route('/api/search', searchRoutes(routeDeps));
  // Admin-only sub-apps (each guards itself with requireRole; server/http/admin-routes.ts lists them all):
  app.route('/api/admin/hire-inquiries', adminInquiriesRoutes(routeDeps));
  app.route('/api/admin/users', adminUsersRoutes(routeDeps));
  app.route('/api/admin/revenue-stats', adminRevenueRoutes(routeDeps));
  app.route('/api/admin/projects', adminProjectsRoutes(routeDeps));

  app.route('/', pageFormsRoutes(routeDeps));
  if (deps.webRoot) {
    const site = createStaticSite(deps.webRoot, pageSettingsOf(deps.config));
    if (site) app.use('*', site.handler);
    else logger.warn(`[http] no built web app in ${deps.webRoot} (run npm run build); serving the API only`);
  }

  return app;
}
