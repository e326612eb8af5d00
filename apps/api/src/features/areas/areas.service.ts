import {
  areaLabel,
  type Area,
  type AreaBody,
  type MeetingSpot,
  type MeetingSpotBody,
} from '@resale-zone/contract/areas';
import type { Actor } from '../../domain/actor.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { AreasRepo } from './areas.repo.ts';

/**
 * Areas as data and suggested meeting spots (decision 056): the public lists, the check other
 * features make of an area a form names, and the admins' changes, audited.
 */
export function createAreasService(repo: AreasRepo) {
  /** An area a form may name now: a 400 naming `field` for an unknown or retired one. */
  async function assertOffered(id: string, field: string): Promise<Area> {
    const area = await repo.find(id);
    if (!area) throw badRequest(`${field}: choose one of the areas offered`, field);
    if (area.retiredAt) {
      throw badRequest(
        `${field}: ${areaLabel(area)} is no longer offered; choose another area`,
        field,
      );
    }
    return area;
  }

  const taken = (input: AreaBody) =>
    conflict(`${input.city} has an area called ${input.name} already.`);

  return {
    assertOffered,

    /** The areas offered (public), or every area with the retired ones (admins). */
    list: (withRetired = false) => repo.list(withRetired),

    async add(admin: Actor, input: AreaBody): Promise<Area> {
      const added = await repo.add(input.city, input.name, {
        actorId: admin.id,
        action: 'add-area',
        detail: areaLabel(input),
      });
      if (!added) throw taken(input);
      return added;
    },

    async rename(admin: Actor, id: string, input: AreaBody): Promise<Area> {
      const before = await repo.find(id);
      if (!before) throw notFound('There is no such area.');
      const renamed = await repo.rename(id, input, {
        actorId: admin.id,
        action: 'rename-area',
        detail: `${areaLabel(before)} → ${areaLabel(input)}`,
      });
      if (renamed === 'missing') throw notFound('There is no such area.');
      if (renamed === 'taken') throw taken(input);
      return renamed;
    },

    async setRetired(admin: Actor, id: string, retired: boolean): Promise<Area> {
      const area = await repo.find(id);
      if (!area) throw notFound('There is no such area.');
      const changed = await repo.setRetired(id, retired, {
        actorId: admin.id,
        action: retired ? 'retire-area' : 'restore-area',
        detail: areaLabel(area),
      });
      if (!changed) throw notFound('There is no such area.');
      return changed;
    },

    /** Deletes an area nothing names; one in use is retired instead (and says so). */
    async remove(admin: Actor, id: string): Promise<'deleted' | 'retired'> {
      const area = await repo.find(id);
      if (!area) throw notFound('There is no such area.');
      const outcome = await repo.remove(id, (done) => ({
        actorId: admin.id,
        action: done === 'deleted' ? 'delete-area' : 'retire-area',
        detail: areaLabel(area),
      }));
      if (outcome === 'missing') throw notFound('There is no such area.');
      return outcome;
    },

    /** Every spot, those of `areaId` first (the booking dialog's suggestions). */
    spots: (areaId?: string) => repo.spots(areaId ?? null),

    async addSpot(admin: Actor, input: MeetingSpotBody): Promise<MeetingSpot> {
      await assertOffered(input.areaId, 'areaId');
      const id = await repo.addSpot(input, {
        actorId: admin.id,
        action: 'add-spot',
        detail: input.name,
      });
      return (await repo.spot(id))!;
    },

    async editSpot(admin: Actor, id: string, input: MeetingSpotBody): Promise<MeetingSpot> {
      const before = await repo.spot(id);
      if (!before) throw notFound('There is no such meeting spot.');
      // A spot may stay in its own area after that area was retired.
      if (input.areaId !== before.area.id) await assertOffered(input.areaId, 'areaId');
      const edited = await repo.editSpot(id, input, {
        actorId: admin.id,
        action: 'edit-spot',
        detail: input.name,
      });
      if (!edited) throw notFound('There is no such meeting spot.');
      return (await repo.spot(id))!;
    },

    async removeSpot(admin: Actor, id: string): Promise<void> {
      const before = await repo.spot(id);
      if (!before) throw notFound('There is no such meeting spot.');
      const removed = await repo.removeSpot(id, {
        actorId: admin.id,
        action: 'delete-spot',
        detail: before.name,
      });
      if (!removed) throw notFound('There is no such meeting spot.');
    },
  };
}
export type AreasService = ReturnType<typeof createAreasService>;
