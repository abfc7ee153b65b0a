import { describe, expect, it } from 'vitest';
import { UserError } from '@laguna-docs/shared';
import { naming } from './buildModel.js';

describe('naming', () => {
  it('names the spec file, the operation and its pointer in an error the conversion throws', () => {
    const step = () => naming('openapi/shop.yaml', 'GET /menus', '/paths/~1menus/get', () => (undefined as unknown as string[]).length);
    expect(step).toThrow("openapi/shop.yaml: GET /menus (/paths/~1menus/get): Cannot read properties of undefined (reading 'length')");
  });

  it('passes a user error on as it is', () => {
    const error = new UserError({ severity: 'error', code: 'x', message: 'bad' });
    expect(() => naming('a.yaml', 'GET /', '/paths/~1/get', () => { throw error; })).toThrow(error);
  });
});
