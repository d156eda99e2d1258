import { a } from './a';

export const b = (): number => (Date.now() < 0 ? a() : 0);
