import type { TestProject } from 'vitest/node';
import { createCluster, removeCluster, type Cluster } from './cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: Cluster;
  }
}

/** One private PostgreSQL 15 cluster for the whole fault suite, removed at the end. */
export default async function setup(project: TestProject) {
  const cluster = await createCluster();
  project.provide('cluster', cluster);
  return () => removeCluster(cluster);
}
