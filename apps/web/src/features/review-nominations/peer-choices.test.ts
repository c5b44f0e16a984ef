import { describe, expect, it } from 'vitest';
import { countText, isMyProposal, limitsText, proposalsToSave, splitPeers, standingCount } from './peer-choices';

const peer = (id: string, status: 'proposed' | 'approved' | 'declined', addedBy: 'self' | 'manager' = 'self') => ({
  peer: { id, name: id, image: null, jobTitle: null },
  status,
  addedBy,
});

describe('my peers', () => {
  const peers = [
    peer('ada', 'proposed'),
    peer('ben', 'approved'),
    peer('cy', 'declined'),
    peer('dee', 'approved', 'manager'),
  ];

  it('lets me take back only my proposals still waiting', () => {
    expect(peers.filter(isMyProposal).map(({ peer: { id } }) => id)).toEqual(['ada']);
    const { settled, proposals } = splitPeers(peers);
    expect(settled.map(({ peer: { id } }) => id)).toEqual(['ben', 'cy', 'dee']);
    expect(proposals.map(({ peer: { id } }) => id)).toEqual(['ada']);
  });

  it('saves the chosen proposals, less the peers settled meanwhile', () => {
    const { settled } = splitPeers(peers);
    expect(proposalsToSave(['ada', 'ben', 'eve'], settled)).toEqual(['ada', 'eve']);
  });

  it('counts the peers who would review me: declined ones left out', () => {
    expect(standingCount(splitPeers(peers).settled, 2)).toBe(4);
    expect(standingCount([], 0)).toBe(0);
  });
});

describe('the limits in words', () => {
  it('says the range, or the one number, with the right plural', () => {
    expect(limitsText({ peersMin: 3, peersMax: 5 })).toBe('Choose 3 to 5 peers');
    expect(limitsText({ peersMin: 2, peersMax: 2 })).toBe('Choose 2 peers');
    expect(limitsText({ peersMin: 1, peersMax: 1 })).toBe('Choose 1 peer');
  });

  it('says how far the count is from the limits', () => {
    const limits = { peersMin: 3, peersMax: 5 };
    expect(countText(1, limits)).toBe('1 chosen; at least 3 needed.');
    expect(countText(3, limits)).toBe('3 chosen.');
    expect(countText(5, limits)).toBe('5 chosen.');
    expect(countText(7, limits)).toBe('7 chosen; at most 5 allowed.');
  });
});
