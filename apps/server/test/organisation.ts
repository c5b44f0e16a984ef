import { expect } from 'vitest';
import { TEST_PUBLIC_URL } from './app';
import { signInAs, type AppSource, type SignedInUser } from './clients';

/** Places `person` under `manager` (null: at the top), as an administrator does on the person's page. */
export async function setManager(admin: SignedInUser, person: SignedInUser, manager: SignedInUser | null) {
  const response = await admin.inject({
    method: 'PATCH',
    url: `/api/people/${person.me.id}`,
    payload: { managerId: manager?.me.id ?? null },
    headers: { origin: TEST_PUBLIC_URL },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * Everyone who might ask about `person`: `top ← middle ← person`, both managers by role too; an
 * administrator; an employee `colleague`; and `elsewhere`, who manages the colleague, outside the chain.
 */
export async function readersOfAChain(source: AppSource) {
  const [person, middle, top, admin, colleague, elsewhere] = await Promise.all([
    signInAs(source),
    signInAs(source, { isManager: true }),
    signInAs(source, { isManager: true }),
    signInAs(source, { isAdmin: true }),
    signInAs(source),
    signInAs(source, { isManager: true }),
  ]);
  await setManager(admin, person, middle);
  await setManager(admin, middle, top);
  await setManager(admin, colleague, elsewhere);
  return { person, middle, top, admin, colleague, elsewhere };
}
