import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminListQuery,
  AuditEventList,
  DismissAnswer,
  TOTAL_COUNT_HEADER,
} from '@resale-zone/contract/admin';
import { DeletedAnswer, IdParams, ModifiedAnswer } from '@resale-zone/contract/common';
import { ReportedProduct } from '@resale-zone/contract/listings';
import { PersonList } from '@resale-zone/contract/users';
import { z } from 'zod';
import { reportChanges } from '../../lib/public-cache.ts';
import { requireRole } from '../../lib/auth-guards.ts';
import { changeTags } from '../../lib/listing-tags.ts';
import type { AdminService } from './admin.service.ts';

/** Admin endpoints of the spec (section 7) plus dismissing reports and the audit trail. */
export function adminRoutes(admin: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    // Every route here is for admins; the guard reads the role from the database on each request, before any body is read.
    app.addHook('onRequest', requireRole('admin'));

    app.get(
      '/allsellers',
      { schema: { querystring: AdminListQuery, response: { 200: PersonList } } },
      async (req, reply) => {
        const { rows, total } = await admin.sellers(req.query);
        return reply.header(TOTAL_COUNT_HEADER, total).send(rows);
      },
    );

    app.get(
      '/allbuyers',
      { schema: { querystring: AdminListQuery, response: { 200: PersonList } } },
      async (req, reply) => {
        const { rows, total } = await admin.buyers(req.query);
        return reply.header(TOTAL_COUNT_HEADER, total).send(rows);
      },
    );

    app.put(
      '/allseller/admin/:id',
      // A role is not shown in any public answer.
      {
        config: { publicCache: 'keeps' },
        schema: { params: IdParams, response: { 200: ModifiedAnswer } },
      },
      async (req) => ({
        acknowledged: true,
        modifiedCount: await admin.makeAdmin(req.user!, req.params.id),
      }),
    );

    app.get(
      '/alladmins',
      { schema: { querystring: AdminListQuery, response: { 200: PersonList } } },
      async (req, reply) => {
        const { rows, total } = await admin.admins(req.query);
        return reply.header(TOTAL_COUNT_HEADER, total).send(rows);
      },
    );

    app.delete(
      '/allseller/admin/:id',
      {
        config: { publicCache: 'keeps' },
        schema: { params: IdParams, response: { 200: ModifiedAnswer } },
      },
      async (req) => ({
        acknowledged: true,
        modifiedCount: await admin.revokeAdmin(req.user!, req.params.id),
      }),
    );

    app.delete(
      '/allsellers/:id',
      {
        // Their unsold phones in every brand, featured ones, their pages: too wide to tag.
        config: { publicCache: 'flushes' },
        schema: { params: IdParams, response: { 200: DeletedAnswer } },
      },
      async (req) => {
        const { deletedCount } = await admin.deleteAccount(req.user!, req.params.id, 'seller');
        return { acknowledged: true, deletedCount };
      },
    );

    app.delete(
      '/allbuyers/:id',
      {
        // Rare, and their reports go with them: not worth tagging.
        config: { publicCache: 'flushes' },
        schema: { params: IdParams, response: { 200: DeletedAnswer } },
      },
      async (req) => {
        const { deletedCount } = await admin.deleteAccount(req.user!, req.params.id, 'buyer');
        return { acknowledged: true, deletedCount };
      },
    );

    app.get(
      '/reported/product',
      { schema: { querystring: AdminListQuery, response: { 200: z.array(ReportedProduct) } } },
      async (req, reply) => {
        const { rows, total } = await admin.reported(req.query);
        return reply.header(TOTAL_COUNT_HEADER, total).send(rows);
      },
    );

    app.delete(
      '/reportedproduct/:id',
      {
        config: { publicCache: 'reports' },
        schema: { params: IdParams, response: { 200: DeletedAnswer } },
      },
      async (req, reply) => {
        const { deletedCount, changed } = await admin.deleteListing(req.user!, req.params.id);
        reportChanges(reply, changeTags([changed]));
        return { acknowledged: true, deletedCount };
      },
    );

    app.delete(
      '/reportedproduct/:id/reports',
      {
        config: { publicCache: 'reports' },
        schema: { params: IdParams, response: { 200: DismissAnswer } },
      },
      async (req, reply) => {
        const { deletedCount, changed } = await admin.dismissReports(req.user!, req.params.id);
        reportChanges(reply, changeTags([changed]));
        return { acknowledged: true, deletedCount };
      },
    );

    app.get(
      '/audit',
      { schema: { querystring: AdminListQuery, response: { 200: AuditEventList } } },
      async (req, reply) => {
        const { rows, total } = await admin.audit(req.query);
        return reply.header(TOTAL_COUNT_HEADER, total).send(rows);
      },
    );
  };
}
