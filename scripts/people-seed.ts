/**
 * A company for the people benchmarks, written straight into the database with multi-row INSERTs:
 * `people` accounts with profiles in `levels` levels of reporting lines, a balanced-ish tree (every
 * level but the last full, each manager with about as many reports as the next), and departments,
 * one per person on the second level, holding everyone below them. No passwords: nobody signs in
 * as these people; a benchmark registers its own account through the API and places it among them.
 */
import type pg from 'pg';

const FIRST_NAMES = [
  ...['Ada', 'Alan', 'Amina', 'Ana', 'Arjun', 'Bea', 'Bruno', 'Chen', 'Chloe', 'Dara', 'David', 'Elif', 'Emma'],
  ...['Farah', 'Felix', 'Grace', 'Hana', 'Hugo', 'Ines', 'Ivan', 'Jamal', 'Jana', 'Kai', 'Karim', 'Lea', 'Liam'],
  ...['Lina', 'Maya', 'Mehdi', 'Mia', 'Nadia', 'Noah', 'Omar', 'Paula', 'Priya', 'Rafi', 'Rosa', 'Sami', 'Sara'],
];
const LAST_NAMES = [
  ...['Ahmed', 'Alvarez', 'Anderson', 'Bakker', 'Banerjee', 'Berg', 'Costa', 'Dubois', 'Evans', 'Fischer'],
  ...['Garcia', 'Hassan', 'Hossain', 'Ibrahim', 'Ito', 'Jansen', 'Johnson', 'Kaya', 'Khan', 'Kim', 'Kowalski'],
  ...['Larsen', 'Lee', 'Lopez', 'Martin', 'Meyer', 'Moreau', 'Nakamura', 'Nguyen', 'Novak', 'Okafor', 'Olsen'],
  ...['Patel', 'Perez', 'Popescu', 'Rahman', 'Rossi', 'Santos', 'Schmidt', 'Silva', 'Singh', 'Smith', 'Suzuki'],
];
const DEPARTMENT_NAMES = ['Engineering', 'Sales', 'Marketing', 'Finance', 'Operations', 'Support', 'Research'];
/** Job titles by level, the last repeated below it. */
const TITLES = ['Chief Executive', 'Director', 'Head of Unit', 'Manager', 'Team Lead', 'Specialist'];

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at eight columns. */
const ROWS_PER_INSERT = 2_000;

export interface SeedOptions {
  people: number;
  levels: number;
  /** Ids are `<idPrefix><number>`, from 0 at the top in level order. */
  idPrefix?: string;
}

export interface SeededPeople {
  /** Each level's ids, the top (one person) first. */
  levels: string[][];
  departmentIds: string[];
}

/**
 * How many people each level holds: the smallest whole number of reports per manager that fits
 * everyone into `levels` levels, every level but the last full.
 */
export function levelSizes(people: number, levels: number) {
  for (let span = 1; ; span++) {
    const sizes: number[] = [];
    let placed = 0;
    for (let level = 0; level < levels && placed < people; level++) {
      const size = Math.min(span ** level, people - placed);
      sizes.push(size);
      placed += size;
    }
    if (placed === people) return sizes;
  }
}

/** Sends `rows` as INSERTs of ROWS_PER_INSERT rows each into `table (columns)`. */
async function insertRows(db: pg.ClientBase, table: string, columns: string[], rows: unknown[][]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    const values = chunk.map(
      (row, index) => `(${row.map((_, column) => `$${index * columns.length + column + 1}`).join(', ')})`,
    );
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`, chunk.flat());
  }
}

/** Seeds the company into an empty organisation (no departments yet) and returns who is where. */
export async function seedPeople(db: pg.Pool, { people, levels, idPrefix = 'person' }: SeedOptions) {
  const sizes = levelSizes(people, levels);
  const ids: string[][] = [];
  let next = 0;
  for (const size of sizes) ids.push(Array.from({ length: size }, () => `${idPrefix}${next++}`));

  const departmentHeads = ids[1] ?? [];
  const { rows: departments } = await db.query<{ id: string }>(
    `insert into org_units (kind, name)
     select 'department', ($1::text[])[1 + (i - 1) % cardinality($1::text[])] || ' ' || i
     from generate_series(1, $2::int) i returning id`,
    [DEPARTMENT_NAMES, Math.max(1, departmentHeads.length)],
  );
  const departmentIds = departments.map((department) => department.id);

  const users: unknown[][] = [];
  const profiles: unknown[][] = [];
  /** The department of each person, inherited from their manager; the top is in the first. */
  const departmentOf = new Map<string, string>([[ids[0]![0]!, departmentIds[0]!]]);
  ids.forEach((level, depth) => {
    const managers = ids[depth - 1] ?? [];
    level.forEach((id, index) => {
      const number = Number(id.slice(idPrefix.length));
      const first = FIRST_NAMES[number % FIRST_NAMES.length]!;
      const last = LAST_NAMES[Math.floor(number / FIRST_NAMES.length) % LAST_NAMES.length]!;
      // Round-robin over the level above, so each manager has about as many reports as the next.
      const managerId = depth === 0 ? null : managers[index % managers.length]!;
      const departmentId =
        depth === 1 ? departmentIds[index % departmentIds.length]! : departmentOf.get(managerId ?? id)!;
      departmentOf.set(id, departmentId);
      users.push([id, `${first} ${last}`, `${first}.${last}.${number}@bench.example.com`.toLowerCase()]);
      profiles.push([
        id,
        first,
        last,
        TITLES[Math.min(depth, TITLES.length - 1)],
        managerId,
        departmentId,
        '2020-01-01',
        'Dhaka',
      ]);
    });
  });
  const client = await db.connect();
  try {
    await client.query('begin');
    // A bulk load of a tree built without loops: the triggers (the loop check walks each new
    // person's chain, with a plan made while the table was empty) and foreign-key checks are off.
    await client.query('set local session_replication_role = replica');
    await insertRows(client, 'users', ['id', 'name', 'email'], users);
    await insertRows(
      client,
      'profiles',
      ['user_id', 'first_name', 'last_name', 'job_role', 'manager_id', 'department_id', 'start_date', 'location'],
      profiles,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  // Each person of the second level heads the department they founded.
  await db.query(
    `update org_units set head_id = heads.head_id
     from unnest($1::uuid[], $2::text[]) as heads(id, head_id) where org_units.id = heads.id`,
    [departmentIds.slice(0, departmentHeads.length), departmentHeads.slice(0, departmentIds.length)],
  );
  await db.query('vacuum analyze users, profiles, org_units');
  return { levels: ids, departmentIds } satisfies SeededPeople;
}
