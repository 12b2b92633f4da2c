import { Type } from '@sinclair/typebox';
import { DEALER_CONTEXT } from '@rv/domain/auth';

/** Request and response shapes of the auth calls (dealer spec: entities and fields; the calls). */

export const ContextSchema = Type.Literal(DEALER_CONTEXT, { description: 'Always DEALER for the portal (dealer spec: what the product does).' });
// Shape and OpenAPI only: the rules and their messages are the shared Yup schemas (@rv/shared-lib/account),
// checked in the routes, so the portal's forms and these 400s say the same words.
const Username = Type.String({ maxLength: 10_000 });
const Password = Type.String({ maxLength: 10_000 });
const Name = Type.Optional(Type.String({ maxLength: 10_000 }));

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

export const SignInBodySchema = Type.Object({ username: Username, password: Password, context: ContextSchema });

export const LoginTokenQuerySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), context: ContextSchema });
export const LoginTokenIssuedSchema = Type.Object({ token: Type.String(), expiresAt: Type.String({ format: 'date-time' }) });

export const RefreshBodySchema = Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 200 }) });
export const LogoutBodySchema = Type.Object({ refreshToken: Type.Optional(Type.String({ maxLength: 200 })) });

export const LinkRequestBodySchema = Type.Object({ username: Username, context: ContextSchema });
export const LinkSentSchema = Type.Object({ message: Type.String() });

export const UsernameParamsSchema = Type.Object({ username: Username });
/** The same answer for every well-formed username: whether an account exists is never said. */
export const UsernameCheckSchema = Type.Object({ username: Type.String({ description: 'The username as the server reads it (trimmed).' }) });

/** Link tokens travel in the token query parameter (dealer spec: the calls) or as a bearer token. */
export const LinkTokenQuerySchema = Type.Object({ token: Type.Optional(Type.String({ maxLength: 2000 })) });

export const PasswordBodySchema = Type.Object({
  username: Username,
  password: Password,
  passwordConfirm: Password,
  context: ContextSchema,
});
export const RegisterBodySchema = Type.Object({
  ...PasswordBodySchema.properties,
  firstName: Name,
  lastName: Name,
});

export const UpdateMeBodySchema = Type.Object(
  { firstName: Name, lastName: Name },
  { additionalProperties: false },
);
export const AttributeBodySchema = Type.Object({ code: Type.String({ minLength: 1, maxLength: 60 }), value: Type.String({ maxLength: 200 }) });
