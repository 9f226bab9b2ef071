/**
 * The body of the service's create endpoints that take no fields (memberships, permission grants): an object is
 * required (a missing body is "body must be defined"), and any property in it is unknown.
 */
import * as z from 'zod';

export const CREATE_BODY = z.strictObject({});
