import type { Database } from './database';

/**
 * One instance of something per database in this process (a search index, a response cache), made on
 * first use and shared by every module that asks with the same database.
 */
export function onePerDatabase<T>(create: (db: Database) => T): (db: Database) => T {
  const instances = new WeakMap<Database, T>();
  return (db) => {
    let instance = instances.get(db);
    if (instance === undefined) instances.set(db, (instance = create(db)));
    return instance;
  };
}
