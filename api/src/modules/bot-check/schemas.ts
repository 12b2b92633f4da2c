import { Type } from '@sinclair/typebox';

/** The ALTCHA challenge shape (shared-lib BotCheckChallenge). */
export const ChallengeSchema = Type.Object({
  algorithm: Type.Literal('SHA-256'),
  challenge: Type.String(),
  maxnumber: Type.Integer(),
  salt: Type.String(),
  signature: Type.String(),
});
