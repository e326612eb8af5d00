import type { AdminListQuery } from '@resale-zone/contract/admin';
import {
  imeiLast4,
  imeiTac,
  type BlockImeiBody,
  type StolenReportBody,
} from '@resale-zone/contract/imei';
import type { Category } from '@resale-zone/contract/listings';
import type { Actor } from '../../domain/actor.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import type { ImeiRepo } from './imei.repo.ts';
import { brandFitsCategory, categoryMaker, lookupTac } from './tac.ts';

export const BLOCKED_MESSAGE =
  'imei: This IMEI is on the blocklist (reported stolen or lost, or blocked by an admin), so this phone cannot be listed.';
export const DUPLICATE_MESSAGE =
  'imei: A phone with this IMEI is already listed. A phone can be on one listing at a time: delete the other listing first.';

/** 'a Samsung …', 'an Apple …'. */
const withArticle = (name: string) => `${/^(?!one)[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;

/** The refusal of a second unsold listing with the same IMEI (the database's unique index). */
export const duplicateImei = () => new HttpError(409, DUPLICATE_MESSAGE, 'imei');

/**
 * IMEI rules (issue 22, part 1). The format and check digit are the contract's (`Imei`); this
 * checks the TAC against the shipped device list and the blocklist, and manages the blocklist.
 * Duplicates are refused by the database (`listings_imei_unsold_key`).
 */
export function createImeiService(repo: ImeiRepo) {
  return {
    /** Refuses (400 naming `imei`) an IMEI that may not be listed in this category. */
    async checkForListing(imei: string, category: Category): Promise<void> {
      const device = lookupTac(imeiTac(imei));
      if (device && !brandFitsCategory(device.brand, category)) {
        const name = [device.brand, device.model].filter(Boolean).join(' ');
        throw badRequest(
          `imei: This IMEI belongs to ${withArticle(name)}, not to ${withArticle(categoryMaker(category))} phone. Check the IMEI and the category.`,
          'imei',
        );
      }
      if (await repo.isBlocked(imei)) throw badRequest(BLOCKED_MESSAGE, 'imei');
    },

    list(q: AdminListQuery) {
      return repo.list({ q: q.q || undefined, limit: q.limit, offset: q.offset });
    },

    async block(admin: Actor, body: BlockImeiBody): Promise<string> {
      if (admin.accountType !== 'admin') throw forbidden('Only an admin can do that.');
      const id = await repo.block(
        { ...body, source: 'admin', blockedById: admin.id },
        {
          actorId: admin.id,
          action: 'block-imei',
          detail: `IMEI …${imeiLast4(body.imei)} (${body.reason})`,
        },
      );
      if (id === null) throw conflict('This IMEI is already on the blocklist.');
      return id;
    },

    async unblock(admin: Actor, id: string): Promise<number> {
      if (admin.accountType !== 'admin') throw forbidden('Only an admin can do that.');
      const entry = await repo.find(id);
      if (!entry) throw notFound('This IMEI is not on the blocklist.');
      const removed = await repo.unblock(id, {
        actorId: admin.id,
        action: 'unblock-imei',
        detail: `IMEI …${imeiLast4(entry.imei)} (${entry.reason})`,
      });
      if (removed === 0) throw notFound('This IMEI is not on the blocklist.');
      return removed;
    },

    /**
     * The owner of a phone reports it stolen: its IMEI is blocked at once, so it cannot be listed
     * here. A repeat (or an IMEI an admin blocked) changes nothing and says so.
     */
    async reportStolen(owner: Actor, body: StolenReportBody) {
      const id = await repo.block(
        {
          imei: body.imei,
          reason: 'stolen',
          note: body.note,
          source: 'owner',
          blockedById: owner.id,
        },
        { actorId: owner.id, action: 'report-stolen', detail: `IMEI …${imeiLast4(body.imei)}` },
      );
      return { acknowledged: true, alreadyBlocked: id === null };
    },
  };
}

export type ImeiService = ReturnType<typeof createImeiService>;
