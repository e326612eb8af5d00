import { z } from 'zod';
import { Password } from '@resale-zone/contract/auth';

/**
 * A password being chosen (sign-up, reset, change), checked in the form with the contract's rules
 * (the server's) before anything is sent; an empty field only says that it is required.
 */
export const NewPassword = z.string().min(1, 'Password is required').pipe(Password);
