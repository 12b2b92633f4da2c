import { Type, type Static } from '@sinclair/typebox';
import { DEALER_CONTEXT } from '@rv/shared-lib/auth/constants';

/** Request and response shapes of the auth calls (spec dealer §3, §7). */

export const ContextSchema = Type.Literal(DEALER_CONTEXT, { description: 'Always DEALER for the portal (spec dealer §1).' });
// No control characters: a NUL byte cannot be stored in PostgreSQL text and made the lookup fail as
// 'System Unavailable' (issue 12 bad-input sweep); no real user name contains one.
const Username = Type.String({ minLength: 1, maxLength: 150, pattern: '^[^\\u0000-\\u001F\\u007F]+$' });
/** New passwords: the rest of the rules (bytes, confirmation) are checked in passwords.ts. */
const NewPassword = Type.String({ minLength: 1, maxLength: 200 });

export const AttributeSchema = Type.Object({
  code: Type.String(),
  value: Type.String(),
  name: Type.String(),
  sequence: Type.Integer(),
});

export const OrganizationSchema = Type.Object({
  dealershipNumber: Type.String(),
  dealershipName: Type.String(),
  brandList: Type.String({ description: 'Comma-separated brand codes.' }),
  attributes: Type.Array(AttributeSchema),
  addresses: Type.Array(Type.Object({
    street: Type.String(), city: Type.String(), state: Type.String(), zip: Type.String(), country: Type.String(),
  })),
});

const userFields = {
  username: Type.String(),
  guid: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  manager: Type.Boolean(),
  organizations: Type.Array(OrganizationSchema),
  attributes: Type.Array(AttributeSchema),
};
export const DealerUserSchema = Type.Object(userFields);
export const LoggedInUserSchema = Type.Object({ ...userFields, token: Type.String(), refresh_token: Type.String() });

export const TokenInfoSchema = Type.Object({
  username: Type.String({ description: 'The token subject.' }),
  roles: Type.Array(Type.String()),
  exp: Type.Integer({ description: 'Expiry, seconds since the epoch.' }),
});

export const ErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});
/** Every auth route answers errors in the API's one error shape. */
export const errorResponses = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;

export const SignInBodySchema = Type.Object({ username: Username, password: Type.String({ minLength: 1, maxLength: 200 }), context: ContextSchema });
export type SignInBody = Static<typeof SignInBodySchema>;

export const LoginTokenQuerySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), context: ContextSchema });
export const LoginTokenIssuedSchema = Type.Object({ token: Type.String(), expiresAt: Type.String({ format: 'date-time' }) });

export const RefreshBodySchema = Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 200 }) });
export const LogoutBodySchema = Type.Object({ refreshToken: Type.Optional(Type.String({ maxLength: 200 })) });

export const LinkRequestBodySchema = Type.Object({ username: Username, context: ContextSchema });
export const LinkSentSchema = Type.Object({ message: Type.String() });

export const UsernameParamsSchema = Type.Object({ username: Username });
export const UsernameCheckSchema = Type.Object({ username: Type.String(), exists: Type.Boolean(), registered: Type.Boolean() });

/** Link tokens travel in the token query parameter (spec dealer §7) or as a bearer token. */
export const LinkTokenQuerySchema = Type.Object({ token: Type.Optional(Type.String({ maxLength: 2000 })) });

export const PasswordBodySchema = Type.Object({
  username: Username,
  password: NewPassword,
  passwordConfirm: NewPassword,
  context: ContextSchema,
});
export const RegisterBodySchema = Type.Object({
  ...PasswordBodySchema.properties,
  firstName: Type.Optional(Type.String({ maxLength: 100 })),
  lastName: Type.Optional(Type.String({ maxLength: 100 })),
});

export const UpdateMeBodySchema = Type.Object(
  { firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })), lastName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) },
  { additionalProperties: false },
);
export const AttributeBodySchema = Type.Object({ code: Type.String({ minLength: 1, maxLength: 60 }), value: Type.String({ maxLength: 200 }) });
