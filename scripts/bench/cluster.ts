import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '@server/auth/passwords';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort, startServer } from './support';

/**
 * Two instances of `bin/serve.ts` behind no proxy, sharing a fresh PostgreSQL database (created from
 * PG_TEST_URL / DATABASE_URL, default postgres://root@127.0.0.1:5432/test, and dropped by `stop()`) and a
 * Redis database of their own (REDIS_SCALE_URL, default redis://127.0.0.1:6379/11, emptied first), with one
 * verified administrator. Used by `npm run test:scale` and `npm run bench:load`.
 */

export interface Instance {
  name: string;
  /** http://127.0.0.1:<port> */
  origin: string;
  dataDir: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export interface Cluster {
  dbName: string;
  databaseUrl: string;
  redisUrl: string;
  instances: [Instance, Instance];
  admin: { email: string; password: string };
  /** The instances' JWT secret (a benchmark signs sessions of its own members with it). */
  jwtSecret: string;
  /** SIGTERM to the instances still running, then their folders and the database go. */
  stop(): Promise<void>;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const [port, chatbotPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), `hub-cluster-${name}-`));
  const child = await startServer(dataDir, port, chatbotPort, {
    ...env,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', resolve);
  });
  return { name, origin: `http://127.0.0.1:${port}`, dataDir, child, exited };
}

/** `env` is added to both instances' environment (e.g. TRUST_PROXY for a load test). */
export async function startCluster(extraEnv: Record<string, string> = {}): Promise<Cluster> {
  const adminUrl =
    process.env.PG_TEST_URL ?? process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const redisUrl = process.env.REDIS_SCALE_URL ?? 'redis://127.0.0.1:6379/11';
  const dbName = `hub_cluster_${randomBytes(5).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const admin = { email: 'cluster-admin@hub.example', password: 'Cluster-Passphrase-42' };

  await withClient(adminUrl, (client) => client.query(`create database "${dbName}"`));
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();

  const env = {
    ...extraEnv,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
  };
  const started = await Promise.allSettled([startInstance('a', env), startInstance('b', env)]);
  const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
    for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
    await withClient(adminUrl, (client) => client.query(`drop database if exists "${dbName}" with (force)`));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }

  const passwordHash = await hashPassword(admin.password);
  await withClient(databaseUrl, (client) =>
    client.query(
      `insert into users (email, password_hash, first_name, last_name, role, email_verified_at)
       values ($1, $2, 'Cluster', 'Admin', 'Admin', now())`,
      [admin.email, passwordHash],
    ),
  );
  const jwtSecret = env.JWT_SECRET;
  return {
    dbName,
    databaseUrl,
    redisUrl,
    instances: instances as [Instance, Instance],
    admin,
    jwtSecret,
    stop,
  };
}

/** A hire-us inquiry the server accepts, from `email`. */
export const sampleInquiry = (email: string) => ({
  email,
  first_name: 'Amina',
  last_name: 'Njoroge',
  company_name: 'Acacia Labs',
  job_title: 'CTO',
  country: 'Kenya',
  message: 'Two developers for three months.',
  consent: true,
});
