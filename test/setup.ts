import 'reflect-metadata';
import { afterAll } from 'vitest';
import { endOfFile } from './support/per-file-state';

// Runs after each test file, also when files share a worker (vitest.config.ts).
afterAll(endOfFile);
