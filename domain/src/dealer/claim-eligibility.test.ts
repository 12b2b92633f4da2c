import { claimBlock, type ClaimFacts } from './claim-eligibility';
import { PROGRAM_LINE_STATUS as S } from './program-lines';

const own: ClaimFacts = { yours: true, status: S.APPROVED, expired: false };

describe('claimBlock: the spiff claim rule the API and the portal share', () => {
  it.each<[string, Partial<ClaimFacts>, ReturnType<typeof claimBlock>]>([
    ['own approved line of a running program', {}, null],
    ["someone else's line, even approved", { yours: false }, 'not-yours'],
    ["someone else's claimed line is still theirs first", { yours: false, status: S.CLAIMED }, 'not-yours'],
    ['claimed', { status: S.CLAIMED }, 'already-claimed'],
    ['paid', { status: S.PAID }, 'already-claimed'],
    ['in review', { status: S.IN_REVIEW }, 'already-claimed'],
    ['disputed', { status: S.DISPUTED }, 'already-claimed'],
    ['rejected after a claim (the API knows who)', { status: S.REJECTED, claimedBefore: true }, 'already-claimed'],
    ['approved but claimed before (the API knows who)', { claimedBefore: true }, 'already-claimed'],
    ['claimed after its program ended', { status: S.CLAIMED, expired: true }, 'already-claimed'],
    ['approved, program ended', { expired: true }, 'expired'],
    ['expired status', { status: S.EXPIRED }, 'expired'],
    ['pending, program ended', { status: S.PENDING, expired: true }, 'expired'],
    ['pending', { status: S.PENDING }, 'not-approved'],
    ['rejected', { status: S.REJECTED }, 'not-approved'],
  ])('%s', (_what, over, expected) => {
    expect(claimBlock({ ...own, ...over })).toBe(expected);
  });
});
