import { Type } from '@sinclair/typebox';

/** Shapes of the branded-site calls (dealer spec: entities and fields, branded-site user, /brightsites/v2). */
export const ErrorSchema = Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String(), field: Type.Optional(Type.String()) });
export const errorResponses = { 401: ErrorSchema, 403: ErrorSchema };

export const BrandedSiteUserSchema = Type.Object({ active: Type.Boolean(), balance: Type.Integer(), id: Type.String(), username: Type.String() });

export const UserAuthTokenSchema = Type.Object({
  token: Type.String(), expiresAt: Type.String(), balance: Type.Integer(),
  /** The reward shop link that signs the user in with the token. */
  url: Type.String(),
});
