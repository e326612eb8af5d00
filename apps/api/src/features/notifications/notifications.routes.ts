import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@resale-zone/contract/common';
import {
  MarkReadAnswer,
  NotificationList,
  NotificationPreferenceBody,
  NotificationPreferences,
} from '@resale-zone/contract/notifications';
import { requireUser } from '../../lib/auth-guards.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The bell and its preferences: always the caller's own; private, so they keep the public cache. */
export function notificationsRoutes(service: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications',
      { onRequest: requireUser, schema: { response: { 200: NotificationList } } },
      (req) => service.list(req.user!),
    );

    app.post(
      '/notifications/read-all',
      {
        onRequest: requireUser,
        config: { publicCache: 'keeps' },
        schema: { response: { 200: MarkReadAnswer } },
      },
      (req) => service.markAllRead(req.user!),
    );

    app.post(
      '/notifications/:id/read',
      {
        onRequest: requireUser,
        config: { publicCache: 'keeps' },
        schema: { params: IdParams, response: { 200: MarkReadAnswer } },
      },
      (req) => service.markRead(req.user!, req.params.id),
    );

    app.get(
      '/notifications/preferences',
      { onRequest: requireUser, schema: { response: { 200: NotificationPreferences } } },
      (req) => service.preferences(req.user!),
    );

    app.put(
      '/notifications/preferences',
      {
        onRequest: requireUser,
        config: { publicCache: 'keeps' },
        schema: { body: NotificationPreferenceBody, response: { 200: NotificationPreferences } },
      },
      (req) => service.setPreference(req.user!, req.body.kind, req.body.email),
    );
  };
}
