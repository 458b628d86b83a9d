import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/**
 * SQLite has one connection, which Kysely's driver guards with a mutex that wakes every waiter
 * on each release (all but one go back to sleep). With 50 requests in flight that churn costs
 * more than the queries; a first-in-first-out queue in front of it hands the connection to
 * exactly one waiter, in arrival order.
 */
export class FifoSqliteDriver extends SqliteDriver {
  #waiters: Array<() => void> = [];
  #held = false;

  /** True while a query or transaction has the connection (or waits for it). */
  get busy(): boolean {
    return this.#held;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiters.push(resolve));
    this.#held = true;
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    const next = this.#waiters.shift();
    if (next) next();
    else this.#held = false;
  }
}

/** Kysely's SQLite dialect with the FIFO driver, which it keeps so the sync reader can ask it. */
export class FifoSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  driver: FifoSqliteDriver | null = null;

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    this.driver = new FifoSqliteDriver(this.#config);
    return this.driver;
  }
}
