import type { AdminListQuery } from '@resale-zone/contract/admin';
import type { Actor } from '../../domain/actor.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { ListingChange } from '../../lib/listing-tags.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import type { AdminRepo } from './admin.repo.ts';
import { ACCOUNT_MOVES, assertMove } from '../../domain/transitions.ts';

const page = (q: AdminListQuery) => ({ q: q.q || undefined, limit: q.limit, offset: q.offset });

/**
 * Trust-and-safety operations. Callers have already been checked to be admins (from the
 * database, by the route guard); every change is written to the audit trail in its transaction.
 */
export function createAdminService(repo: AdminRepo, listings: ListingsService) {
  /** The account whose role changes, once the move is allowed from its type (404, 409 otherwise). */
  async function roleTarget(id: string, move: 'make-admin' | 'revoke-admin') {
    const target = await repo.findUser(id);
    if (!target) throw notFound('This account does not exist.');
    assertMove(ACCOUNT_MOVES, target.accountType, move, target.name);
    return target;
  }

  /** The audit row of a role change: who, whose, and from which type to which. */
  const roleEntry = (
    admin: Actor,
    target: { id: string; name: string },
    action: 'make-admin' | 'revoke-admin',
    change: string,
  ) => ({
    actorId: admin.id,
    action,
    targetType: 'user' as const,
    targetId: target.id,
    detail: `${target.name} (${change})`,
  });

  return {
    sellers: (q: AdminListQuery) => repo.listPeople('seller', page(q)),
    buyers: (q: AdminListQuery) => repo.listPeople('buyer', page(q)),
    admins: (q: AdminListQuery) => repo.listPeople('admin', page(q)),
    reported: (q: AdminListQuery) => repo.listReported(page(q)),
    audit: (q: AdminListQuery) => repo.listAudit(page(q)),

    async makeAdmin(admin: Actor, id: string): Promise<number> {
      const target = await roleTarget(id, 'make-admin');
      const changed = await repo.makeAdmin(
        id,
        roleEntry(admin, target, 'make-admin', `${target.accountType} → admin`),
      );
      if (changed === 0) throw conflict(`${target.name} is already an admin.`);
      return changed;
    },

    /**
     * Removes another admin's rights: the account is a seller again. The last admin keeps them
     * (counted under a lock, so two admins removing each other at once leave one).
     */
    async revokeAdmin(admin: Actor, id: string): Promise<number> {
      if (id === admin.id) throw forbidden('You cannot remove your own admin rights.');
      const target = await roleTarget(id, 'revoke-admin');
      const outcome = await repo.revokeAdmin(
        id,
        roleEntry(admin, target, 'revoke-admin', 'admin → seller'),
      );
      if (outcome === 'last') {
        throw conflict(`${target.name} is the last admin: the marketplace needs one.`);
      }
      if (outcome === 0) throw conflict(`${target.name} is not an admin.`);
      return outcome;
    },

    async deleteAccount(admin: Actor, id: string, accountType: 'seller' | 'buyer') {
      if (id === admin.id) throw forbidden('You cannot delete your own account.');
      const target = await repo.findUser(id);
      if (!target || target.accountType !== accountType)
        throw notFound(`This ${accountType} does not exist.`);
      const entry = {
        actorId: admin.id,
        action: `delete-${accountType}`,
        targetType: 'user' as const,
        targetId: id,
        detail: target.name,
      };
      const outcome =
        accountType === 'seller'
          ? await repo.deleteSeller(id, entry)
          : await repo.deleteBuyer(id, entry);
      if ('heldFor' in outcome) {
        throw conflict(
          `${target.name} has a payment on hold or in dispute for ${outcome.heldFor}. Delete the account once it is settled: by the handover, a cancellation, the hold's expiry or a decision on the dispute.`,
        );
      }
      const deletedCount = outcome.deleted;
      if (deletedCount === 0)
        throw conflict(`${target.name} changed in the meantime; reload and try again.`);
      return { deletedCount, name: target.name };
    },

    /**
     * Removes a reported, unsold listing through the listings service (its rules and its
     * deletion); the seller's notice and the audit entry are written in the same transaction.
     */
    async deleteListing(admin: Actor, id: string) {
      return listings.removeReported(admin, id, (tx) =>
        repo.recordListingRemoval(tx, id, {
          actorId: admin.id,
          action: 'delete-listing',
          targetType: 'listing',
          targetId: id,
        }),
      );
    },

    async dismissReports(admin: Actor, id: string) {
      const listing = await repo.findListing(id);
      if (!listing) throw notFound('This phone is no longer listed.');
      if (!listing.isReported) throw conflict(`${listing.productName} has no open reports.`);
      const deletedCount = await repo.dismissReports(id, {
        actorId: admin.id,
        action: 'dismiss-reports',
        targetType: 'listing',
        targetId: id,
        detail: listing.productName,
      });
      // The listing's reported flag goes: what the public cache must forget (decision 020).
      const changed: ListingChange = {
        id,
        category: listing.category,
        sellerEmail: listing.sellerEmail,
        advertised: listing.isAdvertised,
      };
      return { deletedCount, changed };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
