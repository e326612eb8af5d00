import { describe, expect, test } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { toAuthError } from './auth-errors.ts';

describe('a refused sign-up password', () => {
  test('reads as the reason, without the field name the server puts in front', () => {
    const refusal = new ApiError(
      400,
      'password: Password should be at least 8 characters',
      'password',
    );
    const err = toAuthError(refusal, 'sign-up');
    expect(err.code).toBe('auth/weak-password');
    expect(err.message).toBe('Password should be at least 8 characters');
  });
});
