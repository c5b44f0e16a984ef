import { describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES, parseAddressList } from './invitations';

describe('a pasted list of addresses', () => {
  it('is split at new lines, commas, semicolons and spaces', () => {
    const listed = parseAddressList(
      'ana@example.com\nbo@example.com, cy@example.com;dee@example.com  eve@example.com\r\n',
    );

    expect(listed).toEqual(['ana', 'bo', 'cy', 'dee', 'eve'].map((name) => ({ address: `${name}@example.com` })));
  });

  it('takes the address out of "Name <address>", even when a quoted name holds a comma', () => {
    const listed = parseAddressList(
      'Ana Silva <ana@example.com>, "Lind, Bo" <bo@example.com>; Cy <cy@example.com> dee@example.com',
    );

    expect(listed.map((entry) => entry.address)).toEqual([
      'ana@example.com',
      'bo@example.com',
      'cy@example.com',
      'dee@example.com',
    ]);
  });

  it('keeps each address once, whatever its letter case, lower-cased, in the order first written', () => {
    const listed = parseAddressList('Ana@Example.com\nbo@example.com\nana@example.COM, <ANA@example.com>');

    expect(listed).toEqual([{ address: 'ana@example.com' }, { address: 'bo@example.com' }]);
  });

  it('takes off mailto:', () => {
    expect(parseAddressList('mailto:ana@example.com')).toEqual([{ address: 'ana@example.com' }]);
  });

  it('lists what is not an address with the reason, as written', () => {
    const tooLong = `${'a'.repeat(250)}@example.com`;
    const listed = parseAddressList(`ana@example.com\nbo.example.com\ncy@@example.com, <dee@localhost>\n${tooLong}`);

    expect(listed).toEqual([
      { address: 'ana@example.com' },
      { address: 'bo.example.com', problem: INVITATION_MESSAGES.noAt },
      { address: 'cy@@example.com', problem: INVITATION_MESSAGES.notAnAddress },
      { address: 'dee@localhost', problem: INVITATION_MESSAGES.notAnAddress },
      { address: tooLong, problem: INVITATION_MESSAGES.tooLong },
    ]);
  });

  it('reads words beside an address as its name, and words alone as addresses that are not valid', () => {
    expect(parseAddressList('Ana Silva ana@example.com\nBo Lind')).toEqual([
      { address: 'ana@example.com' },
      { address: 'Bo', problem: INVITATION_MESSAGES.noAt },
      { address: 'Lind', problem: INVITATION_MESSAGES.noAt },
    ]);
  });

  it('finds nothing in blank space and separators', () => {
    expect(parseAddressList(' \n ,; <> "" \t')).toEqual([]);
  });
});
