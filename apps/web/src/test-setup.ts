import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens are lazy chunks: the first visit of a screen in a test run transforms its feature
// library, which can take seconds on a busy 2-core CI machine. findBy* waits that long.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
